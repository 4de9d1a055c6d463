//! How a set of same-shaped pieces (a hand of cards) fills a box: in one row
//! or in a few balanced ones, whichever shows each piece larger.
//!
//! A stylesheet can size the pieces from the box, but a wrapping row then
//! takes as many as fit: seven cards sized for two rows came out six and
//! one. Here the count per row is decided with the size, and the board lays
//! the pieces on a grid of that many columns.

/// The pieces' size and how many go in a row.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rows {
    pub per_row: usize,
    /// Each piece's width, in the box's unit (CSS pixels).
    pub width: f64,
}

/// The room and the pieces' shape.
#[derive(Clone, Copy, Debug)]
pub struct Room {
    pub width: f64,
    pub height: f64,
    /// Between two pieces, across and down.
    pub gap: f64,
    /// A piece's height over its width.
    pub aspect: f64,
    /// The widest a piece may be, however much room there is.
    pub max_width: f64,
    pub max_rows: usize,
}

/// Lays out `n` pieces: for each number of rows up to `max_rows`, the rows
/// hold as even a share as they can (seven in two rows: four, then three),
/// and the count that gives the widest piece wins; a tie goes to fewer rows.
pub fn balanced_rows(n: usize, room: Room) -> Rows {
    let n = n.max(1);
    let mut best = Rows { per_row: n, width: width_for(n, n, room) };
    for rows in 2..=room.max_rows.min(n) {
        let per_row = n.div_ceil(rows);
        let width = width_for(n, per_row, room);
        // Half a pixel is not worth a second row.
        if width > best.width + 0.5 {
            best = Rows { per_row, width };
        }
    }
    best
}

/// The widest a piece can be with `per_row` of the `n` in each row.
fn width_for(n: usize, per_row: usize, room: Room) -> f64 {
    let rows = n.div_ceil(per_row) as f64;
    let per_row = per_row as f64;
    let across = (room.width - (per_row - 1.0) * room.gap) / per_row;
    let down = (room.height - (rows - 1.0) * room.gap) / rows / room.aspect;
    across.min(down).min(room.max_width).max(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CARD: f64 = 56.0 / 40.0;

    fn room(width: f64, height: f64) -> Room {
        Room { width, height, gap: 5.0, aspect: CARD, max_width: 152.0, max_rows: 2 }
    }

    #[test]
    fn a_tall_box_takes_seven_cards_as_four_then_three() {
        // A tablet on its side: the hand's box under the trick.
        let r = balanced_rows(7, room(770.0, 450.0));
        assert_eq!(r.per_row, 4);
        assert_eq!(r.width, 152.0);
    }

    #[test]
    fn a_short_box_keeps_one_row() {
        // A phone: the room is wide for its height.
        let r = balanced_rows(7, room(358.0, 100.0));
        assert_eq!(r.per_row, 7);
        assert!((r.width - (358.0 - 30.0) / 7.0).abs() < 1e-9, "{r:?}");
    }

    #[test]
    fn one_row_wins_once_its_pieces_are_as_wide_as_they_may_be() {
        // Three cards in a wide box are at their widest in one row already.
        assert_eq!(balanced_rows(3, room(770.0, 450.0)), Rows { per_row: 3, width: 152.0 });
    }

    #[test]
    fn rows_are_even_and_never_exceed_the_limit() {
        for n in 1..=13 {
            let r = balanced_rows(n, room(500.0, 2000.0));
            let rows = n.div_ceil(r.per_row);
            assert!(rows <= 2, "{n} cards in {rows} rows");
            // The last row is short by at most one piece per row.
            assert!(r.per_row * rows - n < rows, "{n} cards, {} a row", r.per_row);
        }
    }

    #[test]
    fn no_room_gives_no_width_rather_than_a_negative_one() {
        assert_eq!(balanced_rows(7, room(0.0, 0.0)).width, 0.0);
        assert_eq!(balanced_rows(0, room(300.0, 300.0)).per_row, 1);
    }
}

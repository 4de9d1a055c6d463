//! Where a rules picture's numbered badges go, as geometry alone: each label
//! names some of the board's elements, and its badge goes on the corner of
//! one of them where it hides the least of the board's words and of the
//! things beside that element, never on another badge, kept inside the
//! frame. The picture (`figure_view`) measures the boxes in the page; this
//! chooses, and is tested natively.

/// A badge's half width, in CSS pixels.
pub const BADGE_R: f64 = 12.0;
/// How far a badge may stand outside the board (the figure's padding is 12 px).
const BADGE_OUT: f64 = 10.0;

/// A box in the frame's pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Box4 {
    pub left: f64,
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
}

/// A badge's centre, in the frame's pixels.
pub type Point = (f64, f64);

/// One element a label's selector found: where it is drawn and where the
/// elements beside it are (a badge on a neighbour's corner reads as the
/// neighbour's: a trick's second card had its badge on the first).
pub struct Candidate {
    pub at: Box4,
    pub beside: Vec<Box4>,
}

impl Box4 {
    /// `spot` moved into this frame, or into its padding: a badge may stand
    /// a little outside the board. (max then min, not clamp: a frame not
    /// laid out yet is 0 wide.)
    pub fn keep(&self, (x, y): Point) -> Point {
        (
            x.min(self.right - BADGE_R + BADGE_OUT).max(BADGE_R - BADGE_OUT),
            y.min(self.bottom - BADGE_R + BADGE_OUT).max(BADGE_R - BADGE_OUT),
        )
    }

    /// The part of this box inside `clip`, if any.
    pub fn within(&self, clip: &Box4) -> Option<Box4> {
        let b = Box4 {
            left: self.left.max(clip.left),
            top: self.top.max(clip.top),
            right: self.right.min(clip.right),
            bottom: self.bottom.min(clip.bottom),
        };
        (b.right > b.left && b.bottom > b.top).then_some(b)
    }

    /// How much of this box, in px², a badge centred at `(x, y)` hides.
    fn under_badge(&self, (x, y): Point) -> f64 {
        let across = (self.right.min(x + BADGE_R) - self.left.max(x - BADGE_R)).max(0.0);
        let down = (self.bottom.min(y + BADGE_R) - self.top.max(y - BADGE_R)).max(0.0);
        across * down
    }
}

/// The spot for the next label's badge, given the elements its selector
/// found (`found`, at least one), the board's words, the badges placed
/// before it and the frame (`room`): of the corners of every element found,
/// the one that hides the fewest words and the least of that element's
/// neighbours, the first of those best, never on another badge. When every
/// corner is on a badge, the first element's top edge, past the badges.
pub fn best_spot(found: &[Candidate], words: &[Box4], placed: &[Point], room: &Box4) -> Option<Point> {
    let first = found.first()?;
    let hidden = |spot: Point, beside: &[Box4]| words.iter().chain(beside).map(|w| w.under_badge(spot)).sum::<f64>();
    let best = found
        .iter()
        .flat_map(|c| corners(&c.at).map(|spot| (room.keep(spot), &c.beside)))
        .filter(|&(spot, _)| !on_a_badge(spot, placed))
        .map(|(spot, beside)| (hidden(spot, beside), spot))
        // Half a px² is no reason to pass over an earlier, better-placed corner.
        .fold(None, |best: Option<(f64, Point)>, (h, spot)| match best {
            Some((b, _)) if b <= h + 0.5 => best,
            _ => Some((h, spot)),
        });
    Some(best.map_or_else(|| past_the_badges(&first.at, placed, room), |(_, spot)| spot))
}

fn on_a_badge((x, y): Point, placed: &[Point]) -> bool {
    placed.iter().any(|&(px, py)| (px - x).abs() < 2.0 * BADGE_R && (py - y).abs() < 2.0 * BADGE_R)
}

/// The spots tried for a badge on an element drawn at `r`, best first:
/// just outside each of its corners, top left first, so it hides little of
/// it; beside a small one, then above and below it.
fn corners(r: &Box4) -> [Point; 4] {
    let (h, mid_x, mid_y) = (BADGE_R / 2.0, (r.left + r.right) / 2.0, (r.top + r.bottom) / 2.0);
    if r.right - r.left < 3.0 * BADGE_R && r.bottom - r.top < 3.0 * BADGE_R {
        [(r.left - BADGE_R, mid_y), (r.right + BADGE_R, mid_y), (mid_x, r.top - BADGE_R), (mid_x, r.bottom + BADGE_R)]
    } else {
        [(r.left - h, r.top - h), (r.right + h, r.top - h), (r.left - h, r.bottom + h), (r.right + h, r.bottom + h)]
    }
}

/// Where a badge goes when every corner of the elements found is on
/// another badge: the element's first corner, moved along its top while
/// another badge is there.
fn past_the_badges(r: &Box4, placed: &[Point], frame: &Box4) -> Point {
    let (mut x, y) = corners(r)[0];
    while on_a_badge((x, y), placed) && x + 2.0 * BADGE_R < r.right {
        x += 2.0 * BADGE_R + 4.0;
    }
    frame.keep((x, y))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROOM: Box4 = Box4 { left: 0.0, top: 0.0, right: 600.0, bottom: 400.0 };

    fn at(left: f64, top: f64, right: f64, bottom: f64) -> Box4 {
        Box4 { left, top, right, bottom }
    }

    fn alone(b: Box4) -> Candidate {
        Candidate { at: b, beside: Vec::new() }
    }

    #[test]
    fn a_badge_goes_just_outside_the_top_left_corner_when_nothing_is_there() {
        let spot = best_spot(&[alone(at(100.0, 100.0, 200.0, 150.0))], &[], &[], &ROOM);
        assert_eq!(spot, Some((94.0, 94.0)));
    }

    #[test]
    fn a_badge_moves_to_another_corner_rather_than_hide_words() {
        let card = at(100.0, 100.0, 200.0, 150.0);
        let title = at(80.0, 80.0, 110.0, 100.0);
        let spot = best_spot(&[alone(card)], &[title], &[], &ROOM).unwrap();
        assert_eq!(spot, (206.0, 94.0), "the top right corner hides no word");
        // Control: without the words the top left corner is taken.
        assert_eq!(best_spot(&[alone(card)], &[], &[], &ROOM), Some((94.0, 94.0)));
    }

    #[test]
    fn a_badge_is_not_put_on_the_corner_it_would_share_with_a_neighbour() {
        // Two cards side by side: the second's top left is on the first.
        let first = at(100.0, 100.0, 160.0, 180.0);
        let second = Candidate { at: at(164.0, 100.0, 224.0, 180.0), beside: vec![first] };
        let spot = best_spot(&[second], &[], &[], &ROOM).unwrap();
        assert_eq!(spot, (230.0, 94.0));
    }

    #[test]
    fn a_badge_never_lands_on_another() {
        let card = alone(at(100.0, 100.0, 200.0, 150.0));
        let spot = best_spot(&[card], &[], &[(94.0, 94.0)], &ROOM).unwrap();
        assert_eq!(spot, (206.0, 94.0));
        // Every corner taken: it moves along the element's top past them.
        let taken = [(94.0, 94.0), (206.0, 94.0), (94.0, 156.0), (206.0, 156.0)];
        let spot = best_spot(&[alone(at(100.0, 100.0, 200.0, 150.0))], &[], &taken, &ROOM).unwrap();
        assert!(!on_a_badge(spot, &taken[..1]), "{spot:?} is on the first badge");
        assert_eq!(spot, (122.0, 94.0));
    }

    #[test]
    fn a_small_element_gets_its_badge_beside_it() {
        let dot = at(300.0, 200.0, 310.0, 210.0);
        assert_eq!(best_spot(&[alone(dot)], &[], &[], &ROOM), Some((288.0, 205.0)));
    }

    #[test]
    fn a_badge_stays_in_the_frame_and_its_padding() {
        let corner_card = at(0.0, 0.0, 100.0, 60.0);
        let (x, y) = best_spot(&[alone(corner_card)], &[], &[], &ROOM).unwrap();
        assert_eq!((x, y), (BADGE_R - BADGE_OUT, BADGE_R - BADGE_OUT));
    }

    #[test]
    fn of_several_elements_found_the_first_good_corner_wins() {
        let covered = at(100.0, 100.0, 200.0, 150.0);
        let words: Vec<Box4> = corners(&covered).iter().map(|&(x, y)| at(x - 5.0, y - 5.0, x + 5.0, y + 5.0)).collect();
        let clear = at(300.0, 300.0, 400.0, 350.0);
        let spot = best_spot(&[alone(covered), alone(clear)], &words, &[], &ROOM);
        assert_eq!(spot, Some((294.0, 294.0)));
        assert_eq!(best_spot(&[], &words, &[], &ROOM), None, "nothing found, no badge");
    }

    #[test]
    fn a_box_clipped_by_a_window_keeps_only_what_shows() {
        let window = at(0.0, 0.0, 100.0, 100.0);
        assert_eq!(at(50.0, 50.0, 150.0, 80.0).within(&window), Some(at(50.0, 50.0, 100.0, 80.0)));
        assert_eq!(at(120.0, 50.0, 150.0, 80.0).within(&window), None);
    }
}

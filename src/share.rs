//! A finished game in a link: the save (its seats and seeded record, never a
//! seat's private notes), compressed with DEFLATE (miniz_oxide) and written
//! in URL-safe base64, so a link opens the game's review in any browser with
//! Endgames and no server. Pure Rust, tested natively.
//!
//! The link's path is `#/shared/<LINK_FORMAT>/<text>`; the save inside is
//! checked like any save (`parse_save`), and its record like any record when
//! the review replays it, so a link from a build with other rules is refused
//! by name there.

use crate::saves::{parse_save, SaveFile};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

/// The link format; a link in another is refused by name.
pub const LINK_FORMAT: u32 = 1;

/// The most a link may unpack to: a long game's save is about 60 KB, so
/// this is room to spare and keeps a crafted link from filling memory.
const MOST_UNPACKED: usize = 4 * 1024 * 1024;

/// The link text for a finished game (what follows `#/shared/1/`).
pub fn encode(save: &SaveFile) -> Result<String, String> {
    let shared = SaveFile { notes: Vec::new(), revision: 0, ..save.clone() };
    let json = serde_json::to_vec(&shared).map_err(|_| "the game could not be written into a link".to_string())?;
    let packed = miniz_oxide::deflate::compress_to_vec(&json, 9);
    Ok(URL_SAFE_NO_PAD.encode(packed))
}

/// The save in a link's text, or why it cannot be read, in words.
pub fn decode(format: &str, text: &str) -> Result<SaveFile, String> {
    if format != LINK_FORMAT.to_string() {
        return Err(format!("the link was made by another version of Endgames (link format {format}; this version reads {LINK_FORMAT})"));
    }
    let packed = URL_SAFE_NO_PAD.decode(text.trim()).map_err(|_| "the link is cut short or changed: its text is not a game".to_string())?;
    let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MOST_UNPACKED)
        .map_err(|_| "the link is cut short or changed: its game cannot be unpacked".to_string())?;
    let text = String::from_utf8(json).map_err(|_| "the link's game is not text".to_string())?;
    let save = parse_save(&text).map_err(|p| p.to_string())?;
    if !save.finished {
        return Err("the link holds a game still being played, which a link never carries".into());
    }
    Ok(save)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::bot::random_action;
    use crate::engine::{Game, GameRecord, GameRng};
    use crate::games::extraczon::{ExtracZon, Mode, Setup};
    use crate::saves::{RawRecord, SeatColour, SeatInfo, SeatShape, SAVE_FORMAT};

    fn finished_save() -> SaveFile {
        let setup = Setup { players: 1, mode: Mode::Solo };
        let mut game = ExtracZon::new(&setup, 5).unwrap();
        let mut record = GameRecord::new(setup, 5);
        let mut rng = GameRng::from_seed(9);
        while let Some(&seat) = game.to_act().seats().first() {
            let action = random_action(&game, seat, &mut rng).unwrap();
            record.push(&game, seat, &action).unwrap();
            game.apply(seat, &action).unwrap();
        }
        SaveFile {
            save_format: SAVE_FORMAT,
            id: "g1".into(),
            game: crate::games::GameId::from_slug("extraczon").unwrap(),
            seats: vec![SeatInfo {
                name: "Ana".into(),
                colour: SeatColour::ALL[0],
                shape: SeatShape::ALL[0],
                controller: crate::saves::Controller::Human,
            }],
            record: RawRecord::from_json(serde_json::to_string(&record).unwrap()).unwrap(),
            undo: Default::default(),
            created_ms: 1,
            updated_ms: 2,
            progress: 100,
            finished: true,
            revision: 7,
            hints: Default::default(),
            notes: vec!["my secret plan".into()],
        }
    }

    #[test]
    fn a_finished_game_travels_in_a_link_without_its_notes() {
        let save = finished_save();
        let link = encode(&save).unwrap();
        assert!(link.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "URL-safe: {link}");
        let json_len = serde_json::to_string(&save).unwrap().len();
        assert!(link.len() < json_len, "compressed: {} of {json_len}", link.len());
        let back = decode("1", &link).unwrap();
        assert_eq!(back.record.json(), save.record.json());
        assert_eq!(back.seats, save.seats);
        assert!(back.notes.is_empty(), "a seat's notes never go into a link");
    }

    #[test]
    fn a_damaged_or_foreign_link_is_refused_in_words() {
        let link = encode(&finished_save()).unwrap();
        let cut = &link[..link.len() / 2];
        for (format, text, says) in [
            ("2", link.as_str(), "link format 2"),
            ("1", cut, "cut short or changed"),
            ("1", "not*base64", "cut short or changed"),
            ("1", "", "cut short or changed"),
        ] {
            let err = decode(format, text).unwrap_err();
            assert!(err.contains(says), "{format}/{text:.20}: {err}");
        }
        let mut running = finished_save();
        running.finished = false;
        let err = decode("1", &encode(&running).unwrap()).unwrap_err();
        assert!(err.contains("still being played"), "{err}");
    }
}

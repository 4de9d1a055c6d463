//! The app's own JSON for serde: saves, exports and the game record inside a
//! save are written and read with it.
//!
//! Why not serde_json: its parser, float reading and printing, error
//! positions and raw values are more than the app needs (it stores only whole
//! numbers, strings, lists and named fields); this took 6.4 KB off the
//! gzipped wasm when it replaced serde_json (measured 23 Nov 2026).
//! `to_string` writes exactly what `serde_json::to_string` writes for our
//! types and `from_str` reads what serde_json reads for them (tests/json.rs
//! checks both against serde_json, on real saves and mutated ones). Where
//! it differs, on purpose:
//! - numbers with a fraction or exponent are never written (an error) and
//!   are read only to be skipped, so no float code is linked at all;
//! - nesting is limited to 127 levels everywhere, skipped values included
//!   (serde_json skips unknown fields of any depth);
//! - map keys must be strings (serde_json also quotes integer keys), and
//!   are read as owned strings (no `&str` keys borrowed from the text);
//! - errors read as plain words with a character position.
//!
//! Size: every generic serde method (one copy per type read or written) is a
//! thin call into non-generic code: the parser in `de.rs`, the writer in
//! `ser.rs`. No `Debug` of values and no float code; strings are lent out
//! of the text unless they hold escapes.

mod de;
mod ser;
#[cfg(test)]
mod tests;

pub use de::from_str;
pub use ser::to_string;

use serde::de::{Expected, IgnoredAny, MapAccess, Unexpected, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt::{self, Display, Write};

pub type Result<T> = std::result::Result<T, Error>;

/// Why text could not be read or a value written, in words a player can read.
pub struct Error {
    what: String,
    /// 1-based character position in the text being read.
    at: Option<usize>,
    syntax: bool,
}

impl Error {
    /// The text is not JSON at all.
    fn syntax(what: &'static str) -> Error {
        Error { what: what.into(), at: None, syntax: true }
    }

    /// JSON, but not of the shape the type wants (or a value that cannot be written).
    fn shape(what: String) -> Error {
        Error { what, at: None, syntax: false }
    }

    /// True when the text is not JSON at all; false when it is JSON of the
    /// wrong shape. `saves::parse_save` tells "not a save" from "damaged" by it.
    pub fn is_syntax(&self) -> bool {
        self.syntax
    }

    /// "found …, expected …", for serde's two errors that name the value found:
    /// written out here because serde's own words for them print a float
    /// (`Unexpected::Float`), which would link the float printer.
    fn found(found: Unexpected, expected: &dyn Expected) -> Error {
        let mut what = String::from("found ");
        match found {
            Unexpected::Unsigned(n) => drop(write!(what, "the number {n}")),
            Unexpected::Signed(n) => drop(write!(what, "the number {n}")),
            Unexpected::Char(c) => drop(write!(what, "the text “{c}”")),
            Unexpected::Str(s) => drop(write!(what, "the text “{s}”")),
            other => what.push_str(match other {
                Unexpected::Bool(true) => "true",
                Unexpected::Bool(false) => "false",
                Unexpected::Float(_) => "a number with a fraction",
                Unexpected::Unit => "null",
                Unexpected::Seq => "a list",
                Unexpected::Map => "a set of named values",
                Unexpected::UnitVariant => "a name alone",
                Unexpected::NewtypeVariant | Unexpected::TupleVariant | Unexpected::StructVariant => "a name with data",
                Unexpected::Other(other) => other,
                _ => "another kind of value",
            }),
        }
        let expected = expected.to_string();
        what.push_str(", expected ");
        what.push_str(whole_number(&expected).unwrap_or(&expected));
        Error::shape(what)
    }
}

/// Plain words for serde's names of the integer types ("u8").
fn whole_number(type_name: &str) -> Option<&'static str> {
    Some(match type_name {
        "u8" => "a whole number from 0 to 255",
        "u16" => "a whole number from 0 to 65535",
        "u32" => "a whole number from 0 to 4294967295",
        "u64" | "usize" => "a whole number of 0 or more",
        "i8" => "a whole number from -128 to 127",
        "i16" => "a whole number from -32768 to 32767",
        "i32" => "a whole number from -2147483648 to 2147483647",
        "i64" | "isize" => "a whole number",
        _ => return None,
    })
}

impl Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.what)?;
        match self.at {
            Some(at) => write!(f, " at character {at}"),
            None => Ok(()),
        }
    }
}

/// The same words: a derived `Debug` would link core's struct printer
/// (about 1.4 KB of wasm) for the one `expect` that could print it.
impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Display::fmt(self, f)
    }
}

impl std::error::Error for Error {}

impl serde::ser::Error for Error {
    fn custom<T: Display>(msg: T) -> Error {
        Error::shape(msg.to_string())
    }
}

impl serde::de::Error for Error {
    fn custom<T: Display>(msg: T) -> Error {
        Error::shape(msg.to_string())
    }

    fn invalid_type(found: Unexpected, expected: &dyn Expected) -> Error {
        Error::found(found, expected)
    }

    fn invalid_value(found: Unexpected, expected: &dyn Expected) -> Error {
        Error::found(found, expected)
    }
}

/// The name that marks a raw value, shared with serde_json (its
/// `value::RawValue` protocol, private there but long stable): serde_json,
/// the tests' reference, reads and writes a [`RawJson`] as raw JSON text
/// too, so saves from either read the same in the other. Were serde_json to
/// rename it, only the tests would notice: the app does not use serde_json.
const RAW_TOKEN: &str = "$serde_json::private::RawValue";

/// JSON text kept as it is, checked to be one JSON value: what lets a save
/// hold its game record without knowing the game's types.
///
/// How it passes through serde: it serializes as a struct named `RAW_TOKEN`
/// with one string field, which our serializer (like serde_json's) writes
/// verbatim, without quotes or escapes: the text was checked to be JSON, so
/// the output stays JSON. It deserializes as a newtype struct named
/// `RAW_TOKEN`, for which our deserializer skips one value (checking it) and
/// hands over the exact text it spans; serde_json hands it over as a map of
/// that one field instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawJson(Box<str>);

impl RawJson {
    /// Takes `text` if it is one JSON value (whitespace around it is dropped).
    pub fn from_string(text: String) -> Result<RawJson> {
        let value = de::one_value(&text)?;
        if value.len() < text.len() {
            return Ok(RawJson(value.into()));
        }
        Ok(RawJson(text.into_boxed_str()))
    }

    pub fn get(&self) -> &str {
        &self.0
    }
}

impl Serialize for RawJson {
    fn serialize<S: Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        let mut raw = serializer.serialize_struct(RAW_TOKEN, 1)?;
        raw.serialize_field(RAW_TOKEN, self.get())?;
        raw.end()
    }
}

impl<'de> Deserialize<'de> for RawJson {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> std::result::Result<RawJson, D::Error> {
        deserializer.deserialize_newtype_struct(RAW_TOKEN, RawVisitor)
    }
}

struct RawVisitor;

impl<'de> Visitor<'de> for RawVisitor {
    type Value = RawJson;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("JSON text")
    }

    /// Ours: the text itself.
    fn visit_str<E: serde::de::Error>(self, text: &str) -> std::result::Result<RawJson, E> {
        Ok(RawJson(text.into()))
    }

    /// serde_json's: a map of one entry, the token and the text.
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> std::result::Result<RawJson, A::Error> {
        match map.next_key::<IgnoredAny>()? {
            Some(_) => Ok(RawJson(map.next_value::<String>()?.into())),
            None => Err(serde::de::Error::invalid_length(0, &self)),
        }
    }
}

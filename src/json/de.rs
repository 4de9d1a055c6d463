//! Reading: one non-generic parser that every generic serde method calls
//! into, accepting what serde_json accepts for our types (RFC 8259 JSON,
//! structs from objects or lists, enums as `"Name"` or `{"Name": data}`).

use super::{Error, Result, RAW_TOKEN};
use serde::de::{self, DeserializeSeed, Expected, Unexpected, Visitor};
use std::borrow::Cow;

/// Entering this many nested lists or objects is refused, as serde_json
/// refuses it: each level costs stack (a few frames of generic code), and
/// hostile text must not overflow it.
const MAX_DEPTH: u8 = 128;

const ENDS_EARLY: &str = "the text ends too early";
const BAD_NUMBER: &str = "a malformed number";

/// Reads a `T` from `text`, which must hold nothing else but whitespace.
pub fn from_str<'a, T: de::Deserialize<'a>>(text: &'a str) -> Result<T> {
    let mut de = Deserializer { text, pos: 0, depth: 0 };
    let value = T::deserialize(&mut de).and_then(|value| de.end_of_text().map(|()| value));
    value.map_err(|e| de.locate(e))
}

/// The one JSON value in `text`, without the whitespace around it.
pub(super) fn one_value(text: &str) -> Result<&str> {
    let mut de = Deserializer { text, pos: 0, depth: 0 };
    let value = de.raw().and_then(|value| de.end_of_text().map(|()| value));
    value.map_err(|e| de.locate(e))
}

pub struct Deserializer<'a> {
    text: &'a str,
    /// Byte offset of the next byte to read; always on a character boundary
    /// between values.
    pos: usize,
    /// Lists and objects open around `pos`.
    depth: u8,
}

/// The start of one value: scalars whole, lists and objects just opened.
enum Head<'a> {
    Null,
    Bool(bool),
    Unsigned(u64),
    Signed(i64),
    Str(Cow<'a, str>),
    Array,
    Object,
    /// A number no integer can hold (what serde_json reads as a float):
    /// with a fraction or exponent, beyond 64 bits, or minus zero.
    NotWhole(&'static str),
}

impl<'a> Deserializer<'a> {
    fn byte(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    /// Takes `b` if it is the next byte (no whitespace skipped).
    fn take(&mut self, b: u8) -> bool {
        let found = self.byte() == Some(b);
        self.pos += usize::from(found);
        found
    }

    /// The next byte after whitespace, not taken.
    fn peek(&mut self) -> Option<u8> {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.byte() {
            self.pos += 1;
        }
        self.byte()
    }

    /// As `peek`, where the text must go on.
    fn next_byte(&mut self) -> Result<u8> {
        self.peek().ok_or_else(|| Error::syntax(ENDS_EARLY))
    }

    fn expect(&mut self, b: u8, what: &'static str) -> Result<()> {
        if self.next_byte()? != b {
            return Err(Error::syntax(what));
        }
        self.pos += 1;
        Ok(())
    }

    fn end_of_text(&mut self) -> Result<()> {
        match self.peek() {
            None => Ok(()),
            Some(_) => Err(Error::syntax("there is more text after the end")),
        }
    }

    /// Gives `e` the character position reading stopped at: where the
    /// problem is, since nothing is read after an error.
    fn locate(&self, mut e: Error) -> Error {
        let before = self.text.as_bytes().iter().take(self.pos);
        // Count characters, not bytes: a byte that does not continue a UTF-8 sequence starts one.
        e.at = Some(before.filter(|&&b| b & 0xc0 != 0x80).count() + 1);
        e
    }

    /// Reads the start of the next value; `keep` as for [`Self::string`].
    fn head(&mut self, keep: bool) -> Result<Head<'a>> {
        let b = self.next_byte()?;
        match b {
            b'n' => self.word("null").map(|()| Head::Null),
            b't' => self.word("true").map(|()| Head::Bool(true)),
            b'f' => self.word("false").map(|()| Head::Bool(false)),
            b'"' => {
                self.pos += 1;
                self.string(keep).map(Head::Str)
            }
            b'[' | b'{' => {
                self.depth += 1;
                if self.depth >= MAX_DEPTH {
                    return Err(Error::syntax("the text is nested too deeply"));
                }
                self.pos += 1;
                Ok(if b == b'[' { Head::Array } else { Head::Object })
            }
            b'-' | b'0'..=b'9' => self.number(),
            _ => Err(Error::syntax("expected a value")),
        }
    }

    fn word(&mut self, word: &str) -> Result<()> {
        if !self.text.as_bytes()[self.pos..].starts_with(word.as_bytes()) {
            return Err(Error::syntax("expected true, false or null"));
        }
        self.pos += word.len();
        Ok(())
    }

    /// A number, in JSON's grammar: no leading zeros, no `+`, at least one
    /// digit after a `.` or an `e`. Only whole numbers get a value.
    fn number(&mut self) -> Result<Head<'a>> {
        let text = self.text;
        let negative = self.take(b'-');
        let start = self.pos;
        self.digits()?;
        let int = &text.as_bytes()[start..self.pos];
        if int.len() > 1 && int[0] == b'0' {
            return Err(Error::syntax(BAD_NUMBER));
        }
        let mut whole = true;
        if self.take(b'.') {
            self.digits()?;
            whole = false;
        }
        if self.take(b'e') || self.take(b'E') {
            let _ = self.take(b'+') || self.take(b'-');
            self.digits()?;
            whole = false;
        }
        if !whole {
            return Ok(Head::NotWhole("a number with a fraction or exponent"));
        }
        let out_of_range = Head::NotWhole("a number out of range");
        let Some(n) = int.iter().try_fold(0u64, |n, d| n.checked_mul(10)?.checked_add(u64::from(d - b'0'))) else {
            return Ok(out_of_range);
        };
        Ok(match (negative, n) {
            (false, n) => Head::Unsigned(n),
            (true, 0) => Head::NotWhole("minus zero"),
            (true, n) => 0i64.checked_sub_unsigned(n).map_or(out_of_range, Head::Signed),
        })
    }

    /// One or more digits.
    fn digits(&mut self) -> Result<()> {
        let start = self.pos;
        while let Some(b'0'..=b'9') = self.byte() {
            self.pos += 1;
        }
        if self.pos == start {
            return Err(Error::syntax(BAD_NUMBER));
        }
        Ok(())
    }

    /// The rest of a string whose opening quote was read, escapes decoded.
    /// Borrowed from the text unless it has escapes. With `keep` false the
    /// string is only checked, as serde_json checks one it skips: nothing is
    /// copied (what is returned is then not the string), and a `\u` escape
    /// need not be half of a valid pair.
    fn string(&mut self, keep: bool) -> Result<Cow<'a, str>> {
        let text = self.text;
        let mut start = self.pos;
        let mut decoded = String::new();
        loop {
            match self.byte() {
                None => return Err(Error::syntax(ENDS_EARLY)),
                Some(b'"') => {
                    // Quotes and backslashes are ASCII: the slices end on character boundaries.
                    let rest = &text[start..self.pos];
                    self.pos += 1;
                    if decoded.is_empty() {
                        return Ok(Cow::Borrowed(rest));
                    }
                    decoded.push_str(rest);
                    return Ok(Cow::Owned(decoded));
                }
                Some(b'\\') => {
                    if keep {
                        decoded.push_str(&text[start..self.pos]);
                    }
                    self.pos += 1;
                    self.escape(&mut decoded, keep)?;
                    start = self.pos;
                }
                Some(0..=0x1f) => return Err(Error::syntax("a control character inside a string")),
                Some(_) => self.pos += 1,
            }
        }
    }

    /// One escape after its backslash, pushed onto `out` if `keep`.
    fn escape(&mut self, out: &mut String, keep: bool) -> Result<()> {
        let b = self.byte().ok_or_else(|| Error::syntax(ENDS_EARLY))?;
        self.pos += 1;
        let c = match b {
            b'"' | b'\\' | b'/' => char::from(b),
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                let unit = self.hex4()?;
                if !keep {
                    return Ok(());
                }
                self.code_point(unit)?
            }
            _ => return Err(Error::syntax("an unknown escape in a string")),
        };
        if keep {
            out.push(c);
        }
        Ok(())
    }

    /// The character a `\u` escape of `unit` stands for. A UTF-16 surrogate
    /// must be the first half of a pair whose second half follows at once,
    /// as another `\u` escape.
    fn code_point(&mut self, unit: u16) -> Result<char> {
        let lone = || Error::syntax("half a character (a lone surrogate) in a \\u escape");
        let code = match unit {
            0xd800..=0xdbff => {
                if !(self.take(b'\\') && self.take(b'u')) {
                    return Err(lone());
                }
                let low = self.hex4()?;
                if !(0xdc00..=0xdfff).contains(&low) {
                    return Err(lone());
                }
                0x10000 + ((u32::from(unit) - 0xd800) << 10) + (u32::from(low) - 0xdc00)
            }
            _ => u32::from(unit),
        };
        // None exactly for a second half alone (0xdc00..=0xdfff).
        char::from_u32(code).ok_or_else(lone)
    }

    /// The four hex digits of a `\u` escape.
    fn hex4(&mut self) -> Result<u16> {
        let mut unit = 0;
        for _ in 0..4 {
            let b = self.byte().ok_or_else(|| Error::syntax(ENDS_EARLY))?;
            let digit = char::from(b).to_digit(16).ok_or_else(|| Error::syntax("a malformed \\u escape"))?;
            self.pos += 1;
            unit = unit << 4 | digit as u16;
        }
        Ok(unit)
    }

    /// Whether another item follows in the list or object being read
    /// (`close` ends it); takes the comma before it. A comma before `close`
    /// is refused by the item's own reading.
    fn more(&mut self, close: u8, first: &mut bool) -> Result<bool> {
        let b = self.next_byte()?;
        if b == close {
            return Ok(false);
        }
        if !std::mem::replace(first, false) {
            if b != b',' {
                return Err(Error::syntax(if close == b']' { "expected , or ]" } else { "expected , or }" }));
            }
            self.pos += 1;
        }
        Ok(true)
    }

    /// Takes the `close` of a list or object whose reader has all it wanted.
    /// A comma there means the JSON holds more than the type takes (a list
    /// of three for a pair): the wrong shape, not broken text.
    fn end(&mut self, close: u8) -> Result<()> {
        match self.next_byte()? {
            b if b == close => {
                self.pos += 1;
                self.depth -= 1;
                Ok(())
            }
            b',' => Err(Error::shape("more items than expected".into())),
            _ => Err(Error::syntax(if close == b']' { "expected , or ]" } else { "expected , or }" })),
        }
    }

    /// An object's `"name":`.
    fn key(&mut self, keep: bool) -> Result<Cow<'a, str>> {
        self.expect(b'"', "expected a name in quotes")?;
        let name = self.string(keep)?;
        self.expect(b':', "expected : after a name")?;
        Ok(name)
    }

    /// Reads past one value of any kind, checking that it is JSON.
    fn skip(&mut self) -> Result<()> {
        let close = match self.head(false)? {
            Head::Array => b']',
            Head::Object => b'}',
            _ => return Ok(()),
        };
        let mut first = true;
        while self.more(close, &mut first)? {
            if close == b'}' {
                self.key(false)?;
            }
            self.skip()?;
        }
        self.end(close)
    }

    /// The exact text of the next value.
    fn raw(&mut self) -> Result<&'a str> {
        self.peek();
        let start = self.pos;
        self.skip()?;
        let text = self.text;
        Ok(&text[start..self.pos])
    }

    /// If the next value is `null`, takes it.
    fn null(&mut self) -> Result<bool> {
        if self.peek() != Some(b'n') {
            return Ok(false);
        }
        self.word("null")?;
        Ok(true)
    }

    /// Why the next value cannot be what `expected` wants, naming what it is.
    fn wrong(&mut self, expected: &dyn Expected) -> Error {
        match self.head(true) {
            Ok(head) => unexpected(head, expected),
            Err(e) => e,
        }
    }
}

/// Why a value that starts with `head` is not what `expected` wants: serde's
/// own error for it, as a visitor's default `visit_*` would give.
fn unexpected(head: Head, expected: &dyn Expected) -> Error {
    let found = match &head {
        Head::Null => Unexpected::Unit,
        Head::Bool(b) => Unexpected::Bool(*b),
        Head::Unsigned(n) => Unexpected::Unsigned(*n),
        Head::Signed(n) => Unexpected::Signed(*n),
        Head::Str(s) => Unexpected::Str(s),
        Head::Array => Unexpected::Seq,
        Head::Object => Unexpected::Map,
        Head::NotWhole(what) => Unexpected::Other(what),
    };
    de::Error::invalid_type(found, expected)
}

impl<'de> Deserializer<'de> {
    fn list<V: Visitor<'de>>(&mut self, visitor: V) -> Result<V::Value> {
        let value = visitor.visit_seq(Items { de: &mut *self, first: true })?;
        self.end(b']').map(|()| value)
    }

    fn object<V: Visitor<'de>>(&mut self, visitor: V) -> Result<V::Value> {
        let value = visitor.visit_map(Items { de: &mut *self, first: true })?;
        self.end(b'}').map(|()| value)
    }
}

/// Methods of serde's `Deserializer` that read exactly as `$target` does.
macro_rules! read_as {
    ($target:ident: $($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
            self.$target(visitor)
        }
    )*};
}

/// `deserialize_any` hands any value to its visitor. The other readers hand
/// over only the kinds of value their visitors take (as serde_json's do) and
/// refuse the rest as the visitor would: that way each visitor type gets a
/// few lines of code, not a whole `deserialize_any`.
impl<'de> de::Deserializer<'de> for &mut Deserializer<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.head(true)? {
            Head::Null => visitor.visit_unit(),
            Head::Bool(b) => visitor.visit_bool(b),
            Head::Unsigned(n) => visitor.visit_u64(n),
            Head::Signed(n) => visitor.visit_i64(n),
            Head::Str(Cow::Borrowed(s)) => visitor.visit_borrowed_str(s),
            Head::Str(Cow::Owned(s)) => visitor.visit_string(s),
            Head::Array => self.list(visitor),
            Head::Object => self.object(visitor),
            head => Err(unexpected(head, &visitor)),
        }
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.head(true)? {
            Head::Bool(b) => visitor.visit_bool(b),
            head => Err(unexpected(head, &visitor)),
        }
    }

    /// Every integer type: its visitor checks the range.
    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.head(true)? {
            Head::Unsigned(n) => visitor.visit_u64(n),
            Head::Signed(n) => visitor.visit_i64(n),
            head => Err(unexpected(head, &visitor)),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.head(true)? {
            Head::Str(Cow::Borrowed(s)) => visitor.visit_borrowed_str(s),
            Head::Str(Cow::Owned(s)) => visitor.visit_string(s),
            head => Err(unexpected(head, &visitor)),
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.head(true)? {
            Head::Null => visitor.visit_unit(),
            head => Err(unexpected(head, &visitor)),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.head(true)? {
            Head::Array => self.list(visitor),
            head => Err(unexpected(head, &visitor)),
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.head(true)? {
            Head::Object => self.object(visitor),
            head => Err(unexpected(head, &visitor)),
        }
    }

    /// From an object, or (as serde_json allows) a list of the fields in order.
    fn deserialize_struct<V: Visitor<'de>>(self, _: &'static str, _: &'static [&'static str], visitor: V) -> Result<V::Value> {
        match self.head(true)? {
            Head::Object => self.object(visitor),
            Head::Array => self.list(visitor),
            head => Err(unexpected(head, &visitor)),
        }
    }

    // Every integer type is read as one: its visitor checks the range.
    read_as!(deserialize_i64: deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i128
        deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64 deserialize_u128);
    read_as!(deserialize_str: deserialize_string deserialize_identifier);

    fn deserialize_unit_struct<V: Visitor<'de>>(self, _: &'static str, visitor: V) -> Result<V::Value> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _: usize, visitor: V) -> Result<V::Value> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(self, _: &'static str, _: usize, visitor: V) -> Result<V::Value> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        if self.null()? {
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, name: &'static str, visitor: V) -> Result<V::Value> {
        if name == RAW_TOKEN {
            return visitor.visit_borrowed_str(self.raw()?);
        }
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(self, _: &'static str, _: &'static [&'static str], visitor: V) -> Result<V::Value> {
        match self.peek() {
            Some(b'"') => {
                self.pos += 1;
                let name = self.string(true)?;
                visitor.visit_enum(Variant { de: self, name, data: false })
            }
            Some(b'{') => {
                let _ = self.head(true)?; // opens the object, counting its depth
                if self.peek() == Some(b'}') {
                    return Err(de::Error::invalid_type(Unexpected::Map, &visitor));
                }
                let name = self.key(true)?;
                let value = visitor.visit_enum(Variant { de: &mut *self, name, data: true })?;
                self.end(b'}').map(|()| value)
            }
            _ => Err(self.wrong(&visitor)),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.skip()?;
        visitor.visit_unit()
    }

    // Not in our types (no floats, chars or bytes are stored).
    serde::forward_to_deserialize_any! {
        f32 f64 char bytes byte_buf
    }
}

/// The items of a list, or the entries of an object, being read.
struct Items<'p, 'a> {
    de: &'p mut Deserializer<'a>,
    first: bool,
}

impl<'de> de::SeqAccess<'de> for Items<'_, 'de> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>> {
        if !self.de.more(b']', &mut self.first)? {
            return Ok(None);
        }
        seed.deserialize(&mut *self.de).map(Some)
    }
}

impl<'de> de::MapAccess<'de> for Items<'_, 'de> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>> {
        if !self.de.more(b'}', &mut self.first)? {
            return Ok(None);
        }
        let name = self.de.key(true)?;
        seed.deserialize(Name(name)).map(Some)
    }

    /// The key's reading took the colon.
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value> {
        seed.deserialize(&mut *self.de)
    }
}

/// An object's key or an enum's variant name, already read: a deserializer
/// that can only hand over a string, so a name's visitor gets little code.
/// Field and variant names need only `visit_str`.
struct Name<'a>(Cow<'a, str>);

impl<'de> de::Deserializer<'de> for Name<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_str(&self.0)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

/// An enum's variant: a name alone (`"Name"`), or a name with data
/// (`{"Name": data}`, its colon taken).
struct Variant<'p, 'a> {
    de: &'p mut Deserializer<'a>,
    name: Cow<'a, str>,
    data: bool,
}

impl<'p, 'de> Variant<'p, 'de> {
    /// The reader of the variant's data, if it has any.
    fn data(self, expected: &str) -> Result<&'p mut Deserializer<'de>> {
        if !self.data {
            return Err(de::Error::invalid_type(Unexpected::UnitVariant, &expected));
        }
        Ok(self.de)
    }
}

impl<'p, 'de> de::EnumAccess<'de> for Variant<'p, 'de> {
    type Error = Error;
    type Variant = Self;

    fn variant_seed<S: DeserializeSeed<'de>>(mut self, seed: S) -> Result<(S::Value, Self)> {
        let name = std::mem::take(&mut self.name);
        Ok((seed.deserialize(Name(name))?, self))
    }
}

impl<'p, 'de> de::VariantAccess<'de> for Variant<'p, 'de> {
    type Error = Error;

    /// A name alone, or (as serde_json allows) a name with `null`.
    fn unit_variant(self) -> Result<()> {
        if self.data && !self.de.null()? {
            return Err(self.de.wrong(&"null"));
        }
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value> {
        seed.deserialize(self.data("a name with data")?)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _: usize, visitor: V) -> Result<V::Value> {
        de::Deserializer::deserialize_seq(self.data("a name with a list")?, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(self, _: &'static [&'static str], visitor: V) -> Result<V::Value> {
        de::Deserializer::deserialize_struct(self.data("a name with named values")?, "", &[], visitor)
    }
}

//! Writing: compact JSON, byte for byte what `serde_json::to_string` writes
//! for our types (externally tagged enums, `null` for None and unit).

use super::{Error, Result, RAW_TOKEN};
use serde::ser::{self, Serialize};

/// `value` as compact JSON. Fails on floats (saves hold whole numbers only)
/// and on maps whose keys are not strings.
pub fn to_string<T: ?Sized + Serialize>(value: &T) -> Result<String> {
    let mut ser = Serializer { out: String::new(), raw: false };
    value.serialize(&mut ser)?;
    Ok(ser.out)
}

pub struct Serializer {
    out: String,
    /// Set by a raw value's struct (see `super::RawJson`): its one string
    /// field is written as it is.
    raw: bool,
}

impl Serializer {
    /// A JSON string, escaped as serde_json escapes: `"`, `\` and control
    /// characters only (short forms where JSON has them, else `\u00XX`).
    fn string(&mut self, text: &str) {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        let out = &mut self.out;
        out.push('"');
        let mut start = 0;
        for (i, byte) in text.bytes().enumerate() {
            let short = match byte {
                b'"' => "\\\"",
                b'\\' => "\\\\",
                b'\n' => "\\n",
                b'\r' => "\\r",
                b'\t' => "\\t",
                0x08 => "\\b",
                0x0c => "\\f",
                0..=0x1f => "",
                _ => continue,
            };
            // `i` is at an ASCII byte, so both slices end on character boundaries.
            out.push_str(&text[start..i]);
            if short.is_empty() {
                out.push_str("\\u00");
                out.push(char::from(HEX[usize::from(byte >> 4)]));
                out.push(char::from(HEX[usize::from(byte & 15)]));
            } else {
                out.push_str(short);
            }
            start = i + 1;
        }
        out.push_str(&text[start..]);
        out.push('"');
    }

    /// Digits by hand: cheaper than going through `core::fmt` for every number.
    fn unsigned(&mut self, mut n: u64) {
        let mut digits = [0u8; 20];
        let mut at = digits.len();
        loop {
            at -= 1;
            digits[at] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        self.out.extend(digits[at..].iter().map(|&d| char::from(d)));
    }

    fn signed(&mut self, n: i64) {
        if n < 0 {
            self.out.push('-');
        }
        self.unsigned(n.unsigned_abs());
    }

    /// `{"Variant":` before a variant's data; the data's closer adds the `}`.
    fn variant(&mut self, name: &str) {
        self.out.push('{');
        self.string(name);
        self.out.push(':');
    }

    fn open(&mut self, open: &str, close: &'static str) -> Compound<'_> {
        self.out.push_str(open);
        Compound { ser: self, first: true, close }
    }
}

/// A list, object or variant being written.
pub struct Compound<'s> {
    ser: &'s mut Serializer,
    first: bool,
    /// Written at the end: `]`, `}`, or `]}` / `}}` for a variant's data.
    close: &'static str,
}

impl Compound<'_> {
    /// Before each item: a comma unless it is the first.
    fn item(&mut self) {
        if !std::mem::replace(&mut self.first, false) {
            self.ser.out.push(',');
        }
    }

    /// Before a field's value: `"name":` (nothing inside a raw value).
    fn field(&mut self, name: &str) {
        if !self.ser.raw {
            self.item();
            self.ser.string(name);
            self.ser.out.push(':');
        }
    }

    fn close(self) -> Result<()> {
        self.ser.out.push_str(self.close);
        Ok(())
    }
}

fn no_fractions() -> Result<()> {
    Err(Error::shape("numbers with fractions are not stored".into()))
}

impl<'s> ser::Serializer for &'s mut Serializer {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'s>;
    type SerializeTuple = Compound<'s>;
    type SerializeTupleStruct = Compound<'s>;
    type SerializeTupleVariant = Compound<'s>;
    type SerializeMap = Compound<'s>;
    type SerializeStruct = Compound<'s>;
    type SerializeStructVariant = Compound<'s>;

    fn serialize_bool(self, v: bool) -> Result<()> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }

    fn serialize_i8(self, v: i8) -> Result<()> {
        self.serialize_i64(v.into())
    }

    fn serialize_i16(self, v: i16) -> Result<()> {
        self.serialize_i64(v.into())
    }

    fn serialize_i32(self, v: i32) -> Result<()> {
        self.serialize_i64(v.into())
    }

    fn serialize_i64(self, v: i64) -> Result<()> {
        self.signed(v);
        Ok(())
    }

    fn serialize_u8(self, v: u8) -> Result<()> {
        self.serialize_u64(v.into())
    }

    fn serialize_u16(self, v: u16) -> Result<()> {
        self.serialize_u64(v.into())
    }

    fn serialize_u32(self, v: u32) -> Result<()> {
        self.serialize_u64(v.into())
    }

    fn serialize_u64(self, v: u64) -> Result<()> {
        self.unsigned(v);
        Ok(())
    }

    fn serialize_f32(self, _: f32) -> Result<()> {
        no_fractions()
    }

    fn serialize_f64(self, _: f64) -> Result<()> {
        no_fractions()
    }

    fn serialize_char(self, v: char) -> Result<()> {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }

    fn serialize_str(self, v: &str) -> Result<()> {
        if std::mem::take(&mut self.raw) {
            self.out.push_str(v);
        } else {
            self.string(v);
        }
        Ok(())
    }

    /// As serde_json: a list of numbers.
    fn serialize_bytes(self, v: &[u8]) -> Result<()> {
        use ser::SerializeSeq;
        let mut list = self.serialize_seq(Some(v.len()))?;
        for byte in v {
            list.serialize_element(byte)?;
        }
        list.end()
    }

    fn serialize_none(self) -> Result<()> {
        self.serialize_unit()
    }

    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<()> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<()> {
        self.out.push_str("null");
        Ok(())
    }

    fn serialize_unit_struct(self, _: &'static str) -> Result<()> {
        self.serialize_unit()
    }

    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<()> {
        self.string(variant);
        Ok(())
    }

    fn serialize_newtype_struct<T: ?Sized + Serialize>(self, _: &'static str, value: &T) -> Result<()> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: ?Sized + Serialize>(self, _: &'static str, _: u32, variant: &'static str, value: &T) -> Result<()> {
        self.variant(variant);
        value.serialize(&mut *self)?;
        self.out.push('}');
        Ok(())
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'s>> {
        Ok(self.open("[", "]"))
    }

    fn serialize_tuple(self, _: usize) -> Result<Compound<'s>> {
        Ok(self.open("[", "]"))
    }

    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Compound<'s>> {
        Ok(self.open("[", "]"))
    }

    fn serialize_tuple_variant(self, _: &'static str, _: u32, variant: &'static str, _: usize) -> Result<Compound<'s>> {
        self.variant(variant);
        Ok(self.open("[", "]}"))
    }

    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'s>> {
        Ok(self.open("{", "}"))
    }

    fn serialize_struct(self, name: &'static str, _: usize) -> Result<Compound<'s>> {
        if name == RAW_TOKEN {
            self.raw = true;
            return Ok(self.open("", ""));
        }
        Ok(self.open("{", "}"))
    }

    fn serialize_struct_variant(self, _: &'static str, _: u32, variant: &'static str, _: usize) -> Result<Compound<'s>> {
        self.variant(variant);
        Ok(self.open("{", "}}"))
    }
}

/// serde's four list-like traits are the same for JSON: items in `[…]`,
/// each after a comma but the first; the method is named differently.
macro_rules! list_like {
    ($($trait:ident::$method:ident),*) => {$(
        impl ser::$trait for Compound<'_> {
            type Ok = ();
            type Error = Error;

            fn $method<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<()> {
                self.item();
                value.serialize(&mut *self.ser)
            }

            fn end(self) -> Result<()> {
                self.close()
            }
        }
    )*};
}

list_like!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_key<T: ?Sized + Serialize>(&mut self, key: &T) -> Result<()> {
        self.item();
        let at = self.ser.out.len();
        key.serialize(&mut *self.ser)?;
        if !self.ser.out[at..].starts_with('"') {
            return Err(Error::shape("map keys must be strings".into()));
        }
        self.ser.out.push(':');
        Ok(())
    }

    fn serialize_value<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<()> {
        value.serialize(&mut *self.ser)
    }

    fn end(self) -> Result<()> {
        self.close()
    }
}

/// A struct and a struct variant's data are both `{"name":value,…}`.
macro_rules! struct_like {
    ($($trait:ident),*) => {$(
        impl ser::$trait for Compound<'_> {
            type Ok = ();
            type Error = Error;

            fn serialize_field<T: ?Sized + Serialize>(&mut self, name: &'static str, value: &T) -> Result<()> {
                self.field(name);
                value.serialize(&mut *self.ser)
            }

            fn end(self) -> Result<()> {
                self.close()
            }
        }
    )*};
}

struct_like!(SerializeStruct, SerializeStructVariant);

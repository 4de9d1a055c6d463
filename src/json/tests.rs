//! The format's own cases. tests/json.rs compares it with serde_json on
//! real saves and mutated ones.

use super::*;
use serde::de::IgnoredAny;
use std::collections::BTreeMap;

#[derive(Debug, PartialEq, Serialize, Deserialize)]
enum Kind {
    Unit,
    Wrapped(u8),
    Pair(u8, String),
    Named { a: u32, b: Option<bool> },
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Thing {
    name: String,
    n: u8,
    big: u64,
    small: i64,
    kinds: Vec<Kind>,
    maybe: Option<i32>,
    #[serde(default)]
    later: bool,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Seat(u8);

fn thing() -> Thing {
    Thing {
        name: "Zoë \"Z\" \\ 🦖".into(),
        n: 255,
        big: u64::MAX,
        small: i64::MIN,
        kinds: vec![Kind::Unit, Kind::Wrapped(3), Kind::Pair(0, "x".into()), Kind::Named { a: 7, b: None }],
        maybe: Some(-12),
        later: true,
    }
}

fn err<T: for<'a> Deserialize<'a> + std::fmt::Debug>(text: &str) -> Error {
    from_str::<T>(text).expect_err(text)
}

#[test]
fn writes_compact_json_with_externally_tagged_enums() {
    assert_eq!(
        to_string(&thing()).unwrap(),
        r#"{"name":"Zoë \"Z\" \\ 🦖","n":255,"big":18446744073709551615,"small":-9223372036854775808,"kinds":["Unit",{"Wrapped":3},{"Pair":[0,"x"]},{"Named":{"a":7,"b":null}}],"maybe":-12,"later":true}"#
    );
    assert_eq!(to_string(&Seat(4)).unwrap(), "4");
    assert_eq!(to_string(&(1u8, 'c', ())).unwrap(), r#"[1,"c",null]"#);
    assert_eq!(to_string(&Vec::<u8>::new()).unwrap(), "[]");
    assert_eq!(to_string(&0u64).unwrap(), "0");
    let map: BTreeMap<&str, u8> = [("b", 2), ("a", 1)].into();
    assert_eq!(to_string(&map).unwrap(), r#"{"a":1,"b":2}"#);
}

#[test]
fn reads_back_what_it_writes() {
    let text = to_string(&thing()).unwrap();
    assert_eq!(from_str::<Thing>(&text).unwrap(), thing());
}

#[test]
fn escapes_as_serde_json_does() {
    let all: String = (0u8..0x80).map(char::from).collect();
    assert_eq!(
        to_string(&all).unwrap(),
        concat!(
            r#""\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f"#,
            r#"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f"#,
            r##" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"##,
            "\u{7f}\""
        )
    );
    assert_eq!(from_str::<String>(&to_string(&all).unwrap()).unwrap(), all);
    // Non-ASCII is written as it is.
    assert_eq!(to_string("é😀").unwrap(), "\"é😀\"");
}

#[test]
fn reads_every_escape() {
    let text = r#""\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\ud83d\ude00""#;
    assert_eq!(from_str::<String>(text).unwrap(), "\"\\/\u{8}\u{c}\n\r\tAé€😀");
    // A surrogate pair must be whole; a lone half is refused, like serde_json.
    for lone in [r#""\ud83d""#, r#""\ud83dx""#, r#""\ud83d\n""#, r#""\ud83d\u0041""#, r#""\ude00""#, r#""\ud83d\ud83d""#] {
        let e = err::<String>(lone);
        assert!(e.is_syntax() && e.to_string().contains("lone surrogate"), "{lone}: {e}");
    }
    for bad in [r#""\x""#, r#""\u12""#, r#""\u12g4""#, r#""\u"#, "\"abc", "\"a\u{1}b\"", "\"tab\there\""] {
        assert!(err::<String>(bad).is_syntax(), "{bad}");
    }
}

#[test]
fn whitespace_is_allowed_between_any_tokens() {
    let text = " \n{ \"name\" :\t\"a\" , \"n\":1,\"big\" : 2 ,\r\n \"small\":-3, \"kinds\" : [ \"Unit\" , { \"Wrapped\" : 4 } ] , \"maybe\" : null } \n";
    let t: Thing = from_str(text).unwrap();
    assert_eq!((t.n, t.big, t.small, t.kinds.len(), t.maybe, t.later), (1, 2, -3, 2, None, false));
}

#[test]
fn integers_are_range_checked_and_fractions_refused() {
    assert_eq!(from_str::<u8>("255").unwrap(), 255);
    assert_eq!(from_str::<u64>("18446744073709551615").unwrap(), u64::MAX);
    assert_eq!(from_str::<i64>("-9223372036854775808").unwrap(), i64::MIN);
    assert_eq!(from_str::<i8>("-128").unwrap(), -128);
    assert_eq!(from_str::<i32>("0").unwrap(), 0);
    let e = err::<u8>("256");
    assert_eq!(e.to_string(), "found the number 256, expected a whole number from 0 to 255 at character 4");
    assert!(!e.is_syntax());
    assert!(err::<u8>("-1").to_string().starts_with("found the number -1, expected a whole number from 0 to 255"));
    assert!(err::<i8>("128").to_string().contains("from -128 to 127"));
    assert!(err::<u64>("18446744073709551616").to_string().starts_with("found a number out of range"));
    assert!(err::<i64>("-9223372036854775809").to_string().starts_with("found a number out of range"));
    for fraction in ["1.5", "1.0", "1e2", "1E+2", "2e-1", "-0.5"] {
        let e = err::<u32>(fraction);
        assert!(!e.is_syntax(), "{fraction}");
        assert!(e.to_string().starts_with("found a number with a fraction or exponent, expected a whole number"), "{e}");
    }
    // serde_json reads -0 as a float, so no integer takes it.
    assert!(err::<i32>("-0").to_string().starts_with("found minus zero"));
}

#[test]
fn malformed_numbers_are_not_json() {
    for bad in ["01", "-01", "00", "+1", ".5", "1.", "1.e5", "1e", "1e+", "-", "- 1", "0x10", "1_000"] {
        assert!(err::<IgnoredAny>(bad).is_syntax(), "{bad}");
        assert!(err::<u64>(bad).is_syntax(), "{bad}");
    }
    for good in ["0", "-0", "10", "-10", "0.5", "-0.5e-3", "1E9", "123456789012345678901234567890"] {
        assert!(from_str::<IgnoredAny>(good).is_ok(), "{good}");
    }
}

#[test]
fn unknown_fields_of_every_kind_are_skipped() {
    let text = r#"{"x":{"deep":[1,{"a":[]},"s\"\\\u00e9\ud800"]},"n":1,"y":[],"z":{},"name":"a","q":true,"r":false,"s":null,
        "t":-1.25e+10,"u":"\u0041","big":2,"small":3,"kinds":[],"v":0,"maybe":4,"w":123456789012345678901234567890}"#;
    let t: Thing = from_str(text).unwrap();
    assert_eq!((t.n, t.big, t.small, t.maybe), (1, 2, 3, Some(4)));
    // Skipped values are still checked.
    for bad in [
        r#"{"x":[1,],"n":1}"#,
        r#"{"x":{"a"},"n":1}"#,
        r#"{"x":tru,"n":1}"#,
        r#"{"x":[1 2],"n":1}"#,
        r#"{"x":{"a":1,},"n":1}"#,
        r#"{"x":01}"#,
    ] {
        assert!(err::<Thing>(bad).is_syntax(), "{bad}");
    }
}

#[test]
fn text_after_the_value_is_refused() {
    assert_eq!(from_str::<u8>(" 7 \n").unwrap(), 7);
    for bad in ["7 8", "7x", "[1]]", "{\"a\":1}}", "null,", "\"a\"\"b\""] {
        let e = err::<IgnoredAny>(bad);
        assert!(e.is_syntax(), "{bad}: {e}");
    }
    assert!(err::<u8>("7 8").to_string().starts_with("there is more text after the end at character 3"));
}

#[test]
fn lists_and_objects_must_be_well_formed() {
    for bad in [
        "",
        "   ",
        "[",
        "[1,",
        "[1,]",
        "[,1]",
        "{",
        "{\"a\"",
        "{\"a\":",
        "{\"a\" 1}",
        "{1:2}",
        "{\"a\":1,}",
        "[1}",
        "{\"a\":1]",
        "nul",
        "truex",
        "'a'",
    ] {
        let e = err::<IgnoredAny>(bad);
        assert!(e.is_syntax(), "{bad}: {e}");
    }
    assert_eq!(err::<IgnoredAny>("").to_string(), "the text ends too early at character 1");
}

#[test]
fn nesting_deeper_than_serde_json_allows_is_refused() {
    let nested = |n: usize| "[".repeat(n) + &"]".repeat(n);
    assert!(from_str::<IgnoredAny>(&nested(127)).is_ok());
    let e = err::<IgnoredAny>(&nested(128));
    assert!(e.is_syntax() && e.to_string().starts_with("the text is nested too deeply at character 128"), "{e}");
    // Typed reading too, and a hostile depth fails fast without a stack overflow.
    assert!(err::<Thing>(&format!(r#"{{"x":{}}}"#, nested(200))).is_syntax());
    assert!(err::<IgnoredAny>(&"[".repeat(1_000_000)).is_syntax());
    assert!(RawJson::from_string("{\"a\":".repeat(100_000)).is_err());
}

#[test]
fn enums_read_as_serde_json_reads_them() {
    assert_eq!(from_str::<Kind>(r#""Unit""#).unwrap(), Kind::Unit);
    assert_eq!(from_str::<Kind>(r#"{"Unit":null}"#).unwrap(), Kind::Unit);
    assert_eq!(from_str::<Kind>(r#" { "Wrapped" : 9 } "#).unwrap(), Kind::Wrapped(9));
    assert_eq!(from_str::<Kind>(r#"{"Named":[1,true]}"#).unwrap(), Kind::Named { a: 1, b: Some(true) });
    for wrong in [
        r#""Wrapped""#,
        r#"{"Unit":1}"#,
        r#"{"Pair":[1]}"#,
        r#"{"Pair":[1,"a",2]}"#,
        r#""Other""#,
        "3",
        "null",
        r#"{"Wrapped":1,"Unit":null}"#,
    ] {
        assert!(!err::<Kind>(wrong).is_syntax(), "{wrong}");
    }
    assert!(err::<Kind>("3").to_string().starts_with("found the number 3, expected enum Kind"));
    assert!(!err::<Kind>("{}").is_syntax(), "JSON, of the wrong shape");
    assert!(err::<Kind>("{5:1}").is_syntax());
}

#[test]
fn structs_read_from_objects_or_lists_and_say_what_is_wrong() {
    assert_eq!(from_str::<Seat>("[5]").ok(), None, "a newtype is its inner value, as in serde_json");
    let e = err::<Thing>(r#"{"name":"a","n":1}"#);
    assert_eq!(e.to_string(), "missing field `big` at character 18");
    assert!(!e.is_syntax());
    let e = err::<Thing>(r#"{"name":5}"#);
    assert_eq!(e.to_string(), "found the number 5, expected a string at character 10");
    let e = err::<Thing>(r#"{"name":"a","name":"b"}"#);
    assert!(e.to_string().starts_with("duplicate field `name`"));
    let e = err::<Vec<bool>>(r#"[true, "yes"]"#);
    assert_eq!(e.to_string(), "found the text “yes”, expected a boolean at character 13");
    let e = err::<(u8, u8)>("[1,2,3]");
    assert_eq!((e.to_string().as_str(), e.is_syntax()), ("more items than expected at character 5", false));
    // Positions count characters, not bytes.
    assert_eq!(err::<Vec<u8>>("[\"é\"]").to_string(), "found the text “é”, expected a whole number from 0 to 255 at character 5");
}

#[test]
fn floats_are_never_written() {
    let e = to_string(&1.5f64).unwrap_err();
    assert_eq!(e.to_string(), "numbers with fractions are not stored");
    assert!(to_string(&vec![0.0f32]).is_err());
    let map: BTreeMap<u8, u8> = [(1, 2)].into();
    assert_eq!(to_string(&map).unwrap_err().to_string(), "map keys must be strings");
}

#[test]
fn raw_json_is_kept_exactly_and_written_verbatim() {
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Holder {
        before: u8,
        raw: RawJson,
        after: String,
    }
    let text = r#"{"before":1,"raw": { "a" : [1, 2.5e3, "\u00e9", {"b":null}] } ,"after":"x"}"#;
    let holder: Holder = from_str(text).unwrap();
    assert_eq!(holder.raw.get(), r#"{ "a" : [1, 2.5e3, "\u00e9", {"b":null}] }"#);
    assert_eq!(to_string(&holder).unwrap(), r#"{"before":1,"raw":{ "a" : [1, 2.5e3, "\u00e9", {"b":null}] },"after":"x"}"#);
    assert_eq!(from_str::<Holder>(&to_string(&holder).unwrap()).unwrap(), holder);
    // Whitespace around the value is dropped; anything but one value is refused.
    assert_eq!(RawJson::from_string(" [1] \n".into()).unwrap().get(), "[1]");
    assert_eq!(RawJson::from_string("\"s\"".into()).unwrap().get(), "\"s\"");
    for bad in ["", "[1", "1 2", "{\"a\":}", "nul"] {
        assert!(RawJson::from_string(bad.into()).unwrap_err().is_syntax(), "{bad}");
    }
    assert!(from_str::<Holder>(r#"{"before":1,"raw":[1,],"after":"x"}"#).unwrap_err().is_syntax());
}

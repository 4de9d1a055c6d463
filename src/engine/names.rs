//! Unit enums stored in saves by their variant's name ("Orange", "Easy").
//!
//! serde's derive writes a visitor of its own for every enum, about 1 KB of
//! wasm each; an enum that is only ever a name goes through one shared
//! reader instead: `#[serde(into = "String", try_from = "String")]` on the
//! enum, and `stored_by_name!(Enum)` for the two conversions. The name is
//! what `{:?}` prints, the variant's own name, so saves read as before.

use std::fmt::Debug;

/// The variant of `all` whose name is `name`, or why there is none.
pub fn by_name<T: Debug + Copy>(all: &[T], name: &str) -> Result<T, String> {
    all.iter().copied().find(|v| format!("{v:?}") == name).ok_or_else(|| format!("unknown name “{name}”"))
}

/// The `From`/`TryFrom` pair a by-name enum needs; the enum lists every
/// variant in its `ALL` constant.
#[macro_export]
macro_rules! stored_by_name {
    ($t:ty) => {
        impl From<$t> for String {
            fn from(v: $t) -> String {
                format!("{v:?}")
            }
        }
        impl TryFrom<String> for $t {
            type Error = String;
            fn try_from(name: String) -> Result<Self, String> {
                $crate::engine::names::by_name(&<$t>::ALL, &name)
            }
        }
    };
}

#[cfg(test)]
mod tests {
    #[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    #[serde(into = "String", try_from = "String")]
    enum Tone {
        Red,
        Black,
    }
    impl Tone {
        const ALL: [Tone; 2] = [Tone::Red, Tone::Black];
    }
    stored_by_name!(Tone);

    #[test]
    fn a_by_name_enum_reads_and_writes_its_variant_name() {
        assert_eq!(serde_json::to_string(&Tone::Black).unwrap(), r#""Black""#);
        assert_eq!(serde_json::from_str::<Tone>(r#""Red""#).unwrap(), Tone::Red);
        let err = serde_json::from_str::<Tone>(r#""Green""#).unwrap_err().to_string();
        assert!(err.contains("unknown name “Green”"), "{err}");
        assert!(serde_json::from_str::<Tone>("3").is_err());
    }
}

//! Markup written as text, for what has no controls: covers, the painted
//! layers of a board (streets, buildings, tokens), rules pages.
//!
//! Why: yew builds every `html!` element with code in the download, a few
//! hundred bytes of wasm each (its attributes, children and node are filled
//! in field by field). The same element written as text is one formatting
//! call and a string that compresses well. Measured in docs/platform.md
//! ("Download size").
//!
//! The rules of the road:
//! - anything a player taps, or that holds focus, stays in `html!`;
//! - text a player typed (names) goes in through [`Esc`], numbers through
//!   [`N`]; everything else is our own literal markup;
//! - yew compares a layer's text and redraws it only when it changed, so a
//!   picture that animates when it appears (a die rolling) keeps `html!`.
//!
//! ```ignore
//! let mut m = Markup::new();
//! m.add(format_args!(r#"<rect class="xz-road" x="{}" y="{}" width="10" height="10"/>"#, N(x), N(y)));
//! m.add(format_args!(r#"<text class="xz-name">{}</text>"#, Esc(&seat.name)));
//! let layer: Html = m.into_html();
//! ```
//!
//! Pure apart from the last step to yew nodes (browser builds only), so
//! `tests/shell_logic.rs` runs the tests below natively.

use std::fmt::{self, Write};

pub use super::num::N;

/// Markup text being written.
#[derive(Default)]
pub struct Markup(String);

impl Markup {
    pub fn new() -> Self {
        Markup(String::new())
    }

    /// Appends one formatted piece: `m.add(format_args!("<g class=\"{}\">", class))`.
    pub fn add(&mut self, piece: fmt::Arguments) -> &mut Self {
        // Writing to a String cannot fail.
        let _ = self.0.write_fmt(piece);
        self
    }

    /// Appends a literal piece of our own markup.
    pub fn put(&mut self, piece: &str) -> &mut Self {
        self.0.push_str(piece);
        self
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Text escaped for markup, in element text or in a quoted attribute.
#[derive(Clone, Copy)]
pub struct Esc<'a>(pub &'a str);

impl fmt::Display for Esc<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.0;
        while let Some(i) = rest.find(['&', '<', '>', '"', '\'']) {
            f.write_str(&rest[..i])?;
            f.write_str(match rest.as_bytes()[i] {
                b'&' => "&amp;",
                b'<' => "&lt;",
                b'>' => "&gt;",
                b'"' => "&quot;",
                _ => "&#39;",
            })?;
            rest = &rest[i + 1..];
        }
        f.write_str(rest)
    }
}

#[cfg(target_arch = "wasm32")]
mod nodes {
    use super::Markup;
    use yew::prelude::*;

    impl Markup {
        /// The markup as yew nodes (inside an `<svg>` they are SVG elements).
        pub fn into_html(self) -> Html {
            Html::from_html_unchecked(self.0.into())
        }
    }

    /// Trusted markup from the source tree (an `include_str!` of a drawn SVG).
    /// Surrounding whitespace is dropped so the markup is exactly its elements.
    pub fn static_markup(markup: &'static str) -> Html {
        Html::from_html_unchecked(AttrValue::Static(markup.trim()))
    }
}

#[cfg(target_arch = "wasm32")]
pub use nodes::static_markup;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_text_cannot_break_out_of_the_markup() {
        assert_eq!(Esc(r#"<b>"Tom" & 'Jo'</b>"#).to_string(), "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jo&#39;&lt;/b&gt;");
        assert_eq!(Esc("Zoë 🧟").to_string(), "Zoë 🧟");
        assert_eq!(Esc("").to_string(), "");
    }

    #[test]
    fn pieces_are_written_in_order_with_numbers_rounded() {
        let mut m = Markup::new();
        m.put("<g>").add(format_args!(r#"<text x="{}" y="{}">{}</text>"#, N(1.5), N(-0.004), Esc("a<b"))).put("</g>");
        assert_eq!(m.as_str(), r#"<g><text x="1.5" y="0">a&lt;b</text></g>"#);
    }
}

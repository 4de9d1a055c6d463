//! The home-page cover: the Mothership filling a night sky, its beam on a
//! small walled settlement with the Bunker dome, and a hand of four cards,
//! one of each suit, fanned in the corner. Integer coordinates throughout.

use super::card_svg::suit_shape;
use crate::games::extinction_point::cards::Suit;
use yew::prelude::*;

/// One card of the fanned hand: a face, the suit shape and the value.
fn fan_card(suit: Suit, value: u8, angle: i32) -> Html {
    html! {
        <g transform={format!("rotate({angle} 170 120)")}>
            <rect class="ep-cover-card" x="156" y="62" width="26" height="38" rx="3" />
            <g transform="translate(163 67)">{ suit_shape(suit, 12) }</g>
            <text class="ep-cover-value" x="169" y="95" text-anchor="middle" font-size="12">{ value }</text>
        </g>
    }
}

pub fn cover() -> Html {
    // Lit ports along the hull, at fixed places so the cover never changes.
    let ports: Html = (0..9)
        .map(|k| html! { <circle class="ep-cover-port" cx={(52 + k * 12).to_string()} cy="34" r="2" /> })
        .collect();
    html! {
        <svg class="ep-cover" viewBox="0 0 200 112" role="img" preserveAspectRatio="xMidYMid slice"
            aria-label="Extinction Point cover: a vast alien Mothership over a small settlement with its Bunker, and a hand of four cards, one of each suit">
            <rect class="ep-cover-sky" x="0" y="0" width="200" height="112" />
            <circle class="ep-cover-star" cx="14" cy="12" r="1" />
            <circle class="ep-cover-star" cx="182" cy="8" r="1" />
            <circle class="ep-cover-star" cx="30" cy="56" r="1" />
            <circle class="ep-cover-star" cx="150" cy="50" r="1" />
            <path class="ep-cover-beam" d="M88 40 L112 40 L132 92 L68 92 Z" />
            <ellipse class="ep-cover-hull" cx="100" cy="30" rx="78" ry="16" />
            <ellipse class="ep-cover-dome" cx="100" cy="20" rx="30" ry="10" />
            { ports }
            <rect class="ep-cover-ground" x="0" y="92" width="200" height="20" />
            <path class="ep-cover-bunker" d="M84 92 A16 12 0 0 1 116 92 Z" />
            <rect class="ep-cover-building" x="40" y="78" width="16" height="14" />
            <rect class="ep-cover-building" x="60" y="72" width="12" height="20" />
            <rect class="ep-cover-building" x="124" y="76" width="14" height="16" />
            <path class="ep-cover-shield" d="M36 92 A26 26 0 0 1 76 70" />
            { fan_card(Suit::Building, 9, -24) }
            { fan_card(Suit::People, 4, -8) }
            { fan_card(Suit::Shield, 11, 8) }
            { fan_card(Suit::Weapon, 13, 24) }
            <text class="ep-cover-title" x="8" y="106" font-size="12">{ "Extinction Point" }</text>
        </svg>
    }
}

//! The spinner: a wheel of the twelve segments of `cards::SPINNER`, numbered
//! 1 to 12, under a fixed pointer. After a spin the wheel turns (a CSS
//! transition, off for reduced motion) until the segment spun is under the
//! pointer; the pair is also written out below it, so the picture is never
//! the only way to read the result.

use crate::games::extinction::cards::SPINNER;
use crate::kit::num::num;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SpinnerProps {
    /// The segment (0 to 11) spun this turn, if the turn has spun.
    pub segment: Option<u8>,
    /// Turns begun so far: each spin adds whole turns of the wheel, so it
    /// always turns forward.
    pub turn_no: u32,
}

const R: f64 = 46.0;

fn point(angle_deg: f64, r: f64) -> (f64, f64) {
    let a = (angle_deg - 90.0).to_radians();
    (r * a.cos(), r * a.sin())
}

#[function_component]
pub fn Spinner(p: &SpinnerProps) -> Html {
    let segments = (0..12).map(|i| {
        let (a0, a1) = (f64::from(i) * 30.0, f64::from(i + 1) * 30.0);
        let ((x0, y0), (x1, y1)) = (point(a0, R), point(a1, R));
        let d = format!("M0 0 L{} {} A{R} {R} 0 0 1 {} {} Z", num(x0), num(y0), num(x1), num(y1));
        let (tx, ty) = point(a0 + 15.0, R * 0.72);
        let class =
            classes!("exn-seg", if i % 2 == 0 { "exn-seg-a" } else { "exn-seg-b" }, (p.segment == Some(i as u8)).then_some("exn-seg-on"));
        html! {
            <g>
                <path {class} {d} />
                <text class="exn-seg-num" x={num(tx)} y={num(ty + 3.5)} font-size="10" text-anchor="middle">{ (i + 1).to_string() }</text>
            </g>
        }
    });
    // The spun segment's middle comes to the top, where the pointer is.
    let angle = match p.segment {
        Some(s) => f64::from(p.turn_no) * 720.0 - (f64::from(s) * 30.0 + 15.0),
        None => 0.0,
    };
    let result = match p.segment {
        Some(s) => {
            let (a, b) = SPINNER[usize::from(s) % SPINNER.len()];
            format!("Spun {}: {}, then {}.", s + 1, a.name(), b.name())
        }
        None => "Not spun yet this turn.".to_string(),
    };
    html! {
        <section class="exn-box exn-spinner" aria-label="Spinner">
            <svg class="exn-wheel" viewBox="-50 -56 100 108" role="img" aria-label={format!("Spinner. {result}")}>
                <g class="exn-wheel-turn" style={format!("transform: rotate({}deg)", num(angle))}>{ for segments }</g>
                <circle class="exn-hub" cx="0" cy="0" r="6" />
                <path class="exn-pointer" d="M-6 -55 L6 -55 L0 -43 Z" />
            </svg>
            <p class="exn-spin-result" data-testid="exn-spin-result">{ result }</p>
            <details class="exn-segments">
                <summary>{ "The 12 segments" }</summary>
                <ol>{ for SPINNER.iter().map(|(a, b)| html! { <li>{ format!("{}, then {}", a.name(), b.name()) }</li> }) }</ol>
            </details>
        </section>
    }
}

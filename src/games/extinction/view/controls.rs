//! The step's buttons, shown in the shell's dock under the prompt: every
//! legal action that is not a tap on a hex (spin, draw, how many, which
//! barrier, which pair, which gene, done), and the choices that finish a
//! two-tap move (how many to move from the chosen cube into the chosen
//! rival hex). Every one is a `kit::parts::Button`. The gene changes are on
//! the viewer's own cards instead (`species`).

use super::ctx::{use_exn_ctx, Ctx, Sel};
use crate::games::extinction::cards::Barrier;
use crate::games::extinction::log::barrier_name;
use crate::games::extinction::map::{hex_name, HexId};
use crate::games::extinction::prompt::done_label;
use crate::games::extinction::{Action, Phase};
use crate::kit::parts::Button;
use yew::prelude::*;

/// One button of the bar.
fn button(label: String, aria: Option<String>, act: &Action, ctx: &Ctx, main: bool) -> Html {
    let class = classes!("exn-btn", main.then_some("exn-btn-main"));
    html! { <Button {class} label={label} aria_label={aria.map(AttrValue::from)} on_press={ctx.act(act.clone())} /> }
}

#[function_component]
pub fn ActionBar() -> Html {
    let ctx = &use_exn_ctx();
    let t = &ctx.view.table;
    let mut buttons: Vec<Html> = Vec::new();
    for act in ctx.legal.iter() {
        let b = match act {
            Action::Put { count } => {
                let aria = match &t.phase {
                    Phase::Founding { pick: Some(h), .. } | Phase::Reproduce { pick: Some(h), .. } => {
                        Some(format!("Put {count} on {}", hex_name(*h)))
                    }
                    _ => None,
                };
                button(format!("Put {count}"), aria, act, ctx, false)
            }
            Action::Done => button(done_label(&t.phase).into(), None, act, ctx, false),
            Action::Spin => button("Spin the spinner".into(), None, act, ctx, true),
            Action::Draw => button("Draw an Environmental Change card".into(), None, act, ctx, true),
            Action::ChoosePair { first, second } => button(format!("{}, then {}", first.name(), second.name()), None, act, ctx, false),
            Action::Build { barrier } => {
                let left = t.barriers_left[barrier.index()];
                button(format!("{} ({left} left)", title(*barrier)), Some(format!("Build a {} here ({left} left)", barrier_name(*barrier))), act, ctx, false)
            }
            Action::Size { count } => button(format!("Move {count}"), Some(format!("Move {count} individuals")), act, ctx, false),
            Action::Settle => button("Settle here".into(), None, act, ctx, true),
            Action::Announce => button("Announce my predator type".into(), None, act, ctx, false),
            Action::Cull { hex, count } if ctx.choice == Sel::Cull(*hex) => {
                button(format!("Remove {count}"), Some(format!("Remove {count} from {}", hex_name(*hex))), act, ctx, false)
            }
            Action::Compete { from, to, count } if ctx.choice == Sel::Target(*from, *to) => {
                button(format!("Compete with {count}"), Some(format!("Compete: move {count} into {}", hex_name(*to))), act, ctx, false)
            }
            Action::Prey { from, to, count } if ctx.choice == Sel::Target(*from, *to) => {
                button(format!("Prey with {count}"), Some(format!("Prey: move {count} into {}", hex_name(*to))), act, ctx, false)
            }
            // Hex taps (Pick, TakeBack, Lift, Step; Cull, Compete and Prey
            // before their hexes are chosen) are on the map; gene changes
            // on the viewer's own cards (`species`).
            _ => continue,
        };
        buttons.push(b);
    }
    let cancel = (ctx.choice != Sel::None).then(|| {
        html! { <Button class="exn-btn exn-btn-quiet" label="Cancel" aria_label="Cancel the hex chosen" on_press={ctx.choose(Sel::None)} /> }
    });
    let chosen = chosen_words(&ctx.choice);
    if buttons.is_empty() && cancel.is_none() {
        return Html::default();
    }
    // On a phone the turn line over the map is left out (the map takes the
    // height), so while genes may change (what comes next decides which) the
    // turn's pair is said here.
    let spun = t.spun.filter(|_| matches!(t.phase, Phase::Genes { .. })).map(|(a, b)| format!("This turn: {}, then {}.", a.name(), b.name()));
    html! {
        <section class="exn-box exn-actions" aria-label="Your choices" data-testid="exn-actions">
            if let Some(words) = spun { <p class="exn-note exn-dock-spin" data-testid="exn-dock-spin">{ words }</p> }
            if let Some(words) = chosen { <p class="exn-note">{ words }</p> }
            <div class="exn-buttons">{ for buttons }{ for cancel }</div>
        </section>
    }
}

fn title(b: Barrier) -> String {
    let name = barrier_name(b);
    let mut c = name.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

fn chosen_words(sel: &Sel) -> Option<String> {
    let h = |x: &HexId| hex_name(*x);
    match sel {
        Sel::None => None,
        Sel::Cull(x) => Some(format!("Chosen: your cube on {}. How many go?", h(x))),
        Sel::From(x) => Some(format!("Chosen: your cube on {}. Tap a rival's hex it can reach.", h(x))),
        Sel::Target(a, b) => Some(format!("From {} into {}: how many?", h(a), h(b))),
    }
}

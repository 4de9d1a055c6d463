//! The step's buttons, shown in the shell's dock under the prompt: every
//! legal action that is not a tap on a hex (spin, draw, how many, which
//! barrier, which pair, which gene, done), and the choices that finish a
//! two-tap move (how many to move from the chosen cube into the chosen
//! rival hex). Every one is a `kit::parts::Button`. The gene changes are on
//! the viewer's own cards instead (`species`).

use super::ctx::{use_exn_ctx, Ctx, Sel};
use crate::games::extinction::cards::Barrier;
use crate::games::extinction::map::{hex_name, HexId};
use crate::games::extinction::prompt::{chosen_hex, done_label, genes_turn, mild_season_turn, ANOTHER_HEX};
use crate::games::extinction::words::barrier_name;
use crate::games::extinction::{Action, Phase};
use crate::kit::parts::Button;
use yew::prelude::*;

/// One button of the bar.
fn button(label: String, aria: Option<String>, act: &Action, ctx: &Ctx, main: bool) -> Html {
    let class = classes!("exn-btn", main.then_some("exn-btn-main"));
    html! { <Button {class} label={label} aria_label={aria.map(AttrValue::from)} hint={ctx.hinted(act)} on_press={ctx.act(act.clone())} /> }
}

/// The moves that differ only in a count: each kind is one row, its verb
/// then a button per number, so six counts take one short row of the dock
/// (about 215 px wide on a tablet) instead of six lines.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Counted {
    Put,
    Move,
    Remove,
    Compete,
    Prey,
}

impl Counted {
    fn verb(self) -> &'static str {
        match self {
            Counted::Put => "Put",
            Counted::Move => "Move",
            Counted::Remove => "Remove",
            Counted::Compete => "Compete with",
            Counted::Prey => "Prey with",
        }
    }
}

/// A count's button: the number, spoken in full (`aria`, which starts with
/// the verb and the number: "Put 3 on woodland W7").
fn count_button(n: u8, aria: String, act: &Action, ctx: &Ctx) -> Html {
    html! { <Button class="exn-btn exn-btn-count" label={n.to_string()} aria_label={aria} hint={ctx.hinted(act)} on_press={ctx.act(act.clone())} /> }
}

/// A legal action as a count of one of the rows, if it is one now.
fn counted(act: &Action, ctx: &Ctx) -> Option<(Counted, Html)> {
    let t = &ctx.view.table;
    let (kind, n, aria) = match act {
        Action::Put { count } => {
            let on = match &t.phase {
                Phase::Founding { pick: Some(h), .. } | Phase::Reproduce { pick: Some(h), .. } => format!(" on {}", hex_name(*h)),
                _ => String::new(),
            };
            (Counted::Put, *count, format!("Put {count}{on}"))
        }
        Action::Size { count } => (Counted::Move, *count, format!("Move {count} individuals")),
        Action::Cull { hex, count } if ctx.choice == Sel::Cull(*hex) => {
            (Counted::Remove, *count, format!("Remove {count} from {}", hex_name(*hex)))
        }
        Action::Compete { from, to, count } if ctx.choice == Sel::Target(*from, *to) => {
            (Counted::Compete, *count, format!("Compete with {count}: move {count} into {}", hex_name(*to)))
        }
        Action::Prey { from, to, count } if ctx.choice == Sel::Target(*from, *to) => {
            (Counted::Prey, *count, format!("Prey with {count}: move {count} into {}", hex_name(*to)))
        }
        _ => return None,
    };
    Some((kind, count_button(n, aria, act, ctx)))
}

/// A legal action that is a button of its own, if it is one now.
fn single(act: &Action, ctx: &Ctx) -> Option<Html> {
    let t = &ctx.view.table;
    Some(match act {
        Action::Done => button(done_label(&t.phase).into(), None, act, ctx, false),
        Action::Spin => button("Spin the spinner".into(), None, act, ctx, true),
        Action::Draw => button("Draw an Environmental Change card".into(), None, act, ctx, true),
        Action::ChoosePair { first, second } => button(format!("{}, then {}", first.name(), second.name()), None, act, ctx, false),
        Action::Build { barrier } => {
            let left = t.barriers_left[barrier.index()];
            button(
                format!("{} ({left} left)", title(*barrier)),
                Some(format!("Build a {} here ({left} left)", barrier_name(*barrier))),
                act,
                ctx,
                false,
            )
        }
        Action::Settle => button("Settle here".into(), None, act, ctx, true),
        Action::Announce => button("Announce my predator type".into(), None, act, ctx, false),
        // Hex taps (Pick, TakeBack, Lift, Step; Cull, Compete and Prey
        // before their hexes are chosen) are on the map; gene changes on
        // the viewer's own cards (`species`); counts in their rows.
        _ => return None,
    })
}

/// One row of counts: the verb, then its numbers.
fn count_row(kind: Counted, numbers: Vec<Html>) -> Html {
    html! {
        <div class="exn-count-row" role="group" aria-label={kind.verb()}>
            <span class="exn-count-verb">{ kind.verb() }</span>
            <div class="exn-buttons">{ for numbers }</div>
        </div>
    }
}

#[function_component]
pub fn ActionBar() -> Html {
    let ctx = &use_exn_ctx();
    let t = &ctx.view.table;
    let mut rows: Vec<(Counted, Vec<Html>)> = Vec::new();
    let mut buttons: Vec<Html> = Vec::new();
    for act in ctx.legal.iter() {
        if let Some((kind, b)) = counted(act, ctx) {
            match rows.iter_mut().find(|(k, _)| *k == kind) {
                Some((_, row)) => row.push(b),
                None => rows.push((kind, vec![b])),
            }
        } else if let Some(b) = single(act, ctx).filter(|_| !matches!(ctx.choice, Sel::Target(..))) {
            // With a cube and a rival hex chosen the step is the count: the
            // other buttons (Announce, Done) come back with Cancel, which
            // keeps the dock within a phone's (a third of the screen).
            buttons.push(b);
        }
    }
    let cancel = (ctx.choice != Sel::None).then(|| {
        html! { <Button class="exn-btn exn-btn-quiet" label="Cancel" aria_label="Cancel the hex chosen" on_press={ctx.choose(Sel::None)} /> }
    });
    // The first half of a two-action move, made by mistake, is taken back
    // here, where its count is asked for, not only with the bar's Undo.
    if let (Some(hex), Some(take_back)) = (chosen_hex(&t.phase), ctx.take_back()) {
        let aria = format!("{ANOTHER_HEX}: take back choosing {}", hex_name(hex));
        buttons.push(html! { <Button class="exn-btn exn-btn-quiet" label={ANOTHER_HEX} aria_label={aria} on_press={take_back} /> });
    }
    let chosen = chosen_words(&ctx.choice);
    if rows.is_empty() && buttons.is_empty() && chosen.is_none() {
        return Html::default();
    }
    // On a phone the dock is where these words are (the turn line is left out).
    let spun = genes_turn(t).or_else(|| mild_season_turn(t));
    html! {
        <section class="exn-box exn-actions" aria-label="Your choices" data-testid="exn-actions">
            if let Some(words) = spun { <p class="exn-note exn-dock-spin" data-testid="exn-dock-spin">{ words }</p> }
            if let Some(words) = chosen {
                <div class="exn-chosen-row"><p class="exn-note">{ words }</p>{ for cancel }</div>
            }
            { counts_then_buttons(rows, buttons) }
        </section>
    }
}

/// The count rows, then the other buttons. The buttons share a line with
/// the last row when there is room: Another hex took a row of its own even
/// where one was enough (an upright tablet's dock, or "Put 1" on a phone).
fn counts_then_buttons(mut rows: Vec<(Counted, Vec<Html>)>, buttons: Vec<Html>) -> Html {
    let buttons = (!buttons.is_empty()).then(|| html! { <div class="exn-buttons">{ for buttons }</div> });
    let Some((kind, numbers)) = rows.pop() else { return buttons.unwrap_or_default() };
    html! {
        <>
            { for rows.into_iter().map(|(kind, numbers)| count_row(kind, numbers)) }
            <div class="exn-count-line">{ count_row(kind, numbers) }{ for buttons }</div>
        </>
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

//! One panel per species: its mark and name, individuals and cubes on the
//! island, the score it would have now, and its genes as far as the viewer
//! may know them: all six for the viewer's own species (in a box marked
//! `data-secret` with the seat, for the secrecy test), and for a rival only
//! what it had to show (`Table::known`: the hunter it announced, defences
//! shown or missing, hazards survived or suffered, barriers crossed, the
//! rates its newborns fit).
//! The view with everything (a finished game's review) shows every
//! species' six cards in its own panel, named for the seat.

use super::ctx::Ctx;
use crate::engine::words::count;
use crate::engine::{Seat, Viewer};
use crate::games::extinction::cards::{Gene, Hunt, CUBES};
use crate::games::extinction::words::{barrier_name, deck_place, gene_card, hazard_name, mobility_seen, rates_seen};
use crate::games::extinction::{Action, Cell, Known, View};
use crate::kit::parts::Button;
use crate::kit::seat_badge::ShapeIcon;
use crate::saves::seat_name;
use yew::prelude::*;

/// Individuals on the island and the score now (individuals on cubes showing 1 to 4).
pub fn tally(view: &View, seat: Seat) -> (u16, u16, u8) {
    let (mut all, mut score) = (0u16, 0u16);
    for cell in &view.table.board {
        if let Cell::Cube { seat: s, count } = cell {
            if *s == seat {
                all += u16::from(*count);
                if *count <= 4 {
                    score += u16::from(*count);
                }
            }
        }
    }
    (all, score, CUBES - view.table.supply[seat])
}

pub fn panels(ctx: &Ctx) -> Html {
    let view = &*ctx.view;
    let n = view.table.supply.len();
    let me = view.viewer.seat();
    // The viewer's own species first: it is the one they play.
    let order = me.into_iter().chain((0..n).map(|i| Seat(i as u8)).filter(|s| Some(*s) != me));
    html! {
        <section class="exn-species" aria-label="Species">
            { for order.map(|seat| panel(ctx, seat)) }
        </section>
    }
}

fn panel(ctx: &Ctx, seat: Seat) -> Html {
    let (view, seats) = (&*ctx.view, &ctx.seats[..]);
    let t = &view.table;
    let name = seat_name(seats, seat);
    let (all, score, cubes) = tally(view, seat);
    let turn = t.phase.seat() == Some(seat);
    let status = match t.extinct_at[seat] {
        Some(died) => format!("Extinct since round {}", died.round),
        None => format!("{} on {cubes} of {CUBES} cubes; score now {score}", count(all, "individual", "individuals")),
    };
    let icon = seats.get(seat.index()).map(|i| html! { <ShapeIcon shape={i.shape} colour={i.colour} size={20} /> });
    let genes = match view.viewer {
        Viewer::Seat(me) if me == seat => own_genes(ctx, seat, &name),
        Viewer::All => revealed_genes(view, seat, &name),
        Viewer::Seat(_) | Viewer::Table => html! { <>{ known(&t.known[seat]) }{ remembered_of(view, seat, &name) }</> },
    };
    html! {
        <section class={classes!("exn-box", "exn-panel", turn.then_some("exn-panel-turn"))} aria-label={format!("{name}'s species")}>
            <h2 class="exn-panel-head">{ for icon }<span>{ name.clone() }</span>
                if turn { <span class="exn-turn-tag">{ "to play" }</span> }
            </h2>
            <p class="exn-note">{ status }</p>
            { genes }
        </section>
    }
}

/// The viewer's six cards, face up to them only. While they may change
/// genes, each deck they may still change has a Change button on its row
/// (spoken "Change Predator (now: strong predator)"): the cards are the targets of that step, so they are on the
/// board beside what they would change, and the board brings the first into
/// view (on a phone the dock under the prompt has room only for Done).
fn own_genes(ctx: &Ctx, seat: Seat, name: &str) -> Html {
    let Some(cards) = ctx.view.genes else {
        return html! { <p class="exn-note">{ "Gene cards are dealt after the founders are placed." }</p> };
    };
    let rows = Gene::ALL.iter().map(|g| {
        let change = Action::ChangeGene { gene: *g };
        let card = gene_card(*g, cards[g.index()]);
        let button = ctx.legal.contains(&change).then(|| {
            html! {
                <Button class="exn-btn exn-btn-gene" label="Change" legal=true
                    aria_label={format!("Change {} (now: {card})", g.name())} hint={ctx.hinted(&change)} on_press={ctx.act(change.clone())} />
            }
        });
        html! {
            <li class={classes!(button.is_some().then_some("exn-gene-row"))}>
                <span class="exn-gene-text"><span class="exn-gene">{ g.name() }</span>{ ": " }{ card.clone() }</span>
                { for button }
            </li>
        }
    });
    html! {
        <div class="exn-genes" data-secret={seat.index().to_string()} data-testid="exn-own-genes">
            <h3 class="exn-h">{ format!("Your genes (only for {name})") }</h3>
            <ul>{ for rows }</ul>
            { remembered_in_decks(ctx.view.as_ref()) }
        </div>
    }
}

/// The cards the viewer put under the decks that lie there still, and
/// where: it knows when one will come back, as a player at the table would.
fn remembered_in_decks(view: &View) -> Html {
    let Some(memory) = &view.memory else { return Html::default() };
    // Deck by deck, the card to come back soonest first.
    let lines: Vec<Html> = Gene::ALL
        .iter()
        .flat_map(|g| {
            let size = view.gene_decks[g.index()];
            memory.in_decks[g.index()]
                .iter()
                .rev()
                .map(move |&(place, card)| remembered_line(*g, format!("{} ({})", gene_card(*g, card), deck_place(place, size))))
        })
        .collect();
    if lines.is_empty() {
        return Html::default();
    }
    // Folded: a player who changes often may know a dozen cards, which would
    // push the panels below far down a phone.
    html! {
        <details class="exn-remembered" data-testid="exn-remembered">
            <summary>{ format!("Cards you put under the decks ({})", lines.len()) }</summary>
            <ul>{ for lines }</ul>
        </details>
    }
}

/// A rival's cards the viewer knows because it drew one the viewer had put
/// under its deck; marked secret for the viewer, who alone knows them.
fn remembered_of(view: &View, seat: Seat, name: &str) -> Html {
    let (Some(memory), Some(me)) = (&view.memory, view.viewer.seat()) else { return Html::default() };
    let Some(cards) = memory.held.0.get(seat.index()) else { return Html::default() };
    let lines: Vec<Html> = Gene::ALL.iter().filter_map(|g| cards[g.index()].map(|c| remembered_line(*g, gene_card(*g, c)))).collect();
    if lines.is_empty() {
        return Html::default();
    }
    html! {
        <div class="exn-remembered" data-secret={me.index().to_string()} data-testid="exn-remembered-held">
            <h3 class="exn-h">{ format!("Drawn by {name} from where you put it") }</h3>
            <ul>{ for lines }</ul>
        </div>
    }
}

/// One remembered card: its deck's name in bold, as in the player's own genes.
fn remembered_line(gene: Gene, words: String) -> Html {
    html! { <li><span class="exn-gene">{ gene.name() }</span>{ format!(": {words}") }</li> }
}

/// Any species' six cards in the view with everything, face up in its
/// panel under its seat's name; no buttons (a review has no moves).
fn revealed_genes(view: &View, seat: Seat, name: &str) -> Html {
    let Some(cards) = view.genes_of(seat) else {
        return html! { <p class="exn-note">{ "No gene cards yet: they are dealt after the founders are placed." }</p> };
    };
    let rows = Gene::ALL.iter().map(|g| {
        html! {
            <li><span class="exn-gene-text"><span class="exn-gene">{ g.name() }</span>{ ": " }{ gene_card(*g, cards[g.index()]) }</span></li>
        }
    });
    html! {
        <div class="exn-genes exn-genes-revealed" data-secret={seat.index().to_string()} data-testid="exn-revealed-genes">
            <h3 class="exn-h">{ format!("{name}'s genes (revealed)") }</h3>
            <ul>{ for rows }</ul>
        </div>
    }
}

/// What a rival has had to show.
fn known(k: &Known) -> Html {
    let list = |v: Vec<&str>| v.join(", ");
    let hunts = |v: &[Hunt]| list(v.iter().map(|h| h.name()).collect());
    let mut lines: Vec<String> = Vec::new();
    if let Some(h) = k.hunter {
        lines.push(format!("Hunts as: {}", h.name()));
    }
    if !k.resists.is_empty() {
        lines.push(format!("Showed a defence against: {}", hunts(&k.resists)));
    }
    if !k.open_to.is_empty() {
        lines.push(format!("No defence against: {}", hunts(&k.open_to)));
    }
    if !k.tolerates.is_empty() {
        lines.push(format!("Survived: {}", list(k.tolerates.iter().map(|h| hazard_name(*h)).collect())));
    }
    if !k.harmed_by.is_empty() {
        lines.push(format!("Struck by: {}", list(k.harmed_by.iter().map(|h| hazard_name(*h)).collect())));
    }
    if !k.crosses.is_empty() {
        lines.push(format!("Crossed: {}", list(k.crosses.iter().map(|b| barrier_name(*b)).collect())));
    }
    if let Some(rates) = rates_seen(&k.breeding) {
        lines.push(format!("Its newborns fit a rate of {rates}"));
    }
    lines.extend(mobility_seen(k.moved));
    if lines.is_empty() {
        return html! { <p class="exn-note exn-muted">{ "Its genes are hidden; nothing shown yet." }</p> };
    }
    html! {
        <ul class="exn-known" aria-label="What it has shown">{ for lines.into_iter().map(|l| html! { <li>{ l }</li> }) }</ul>
    }
}

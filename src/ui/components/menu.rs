//! The play screen's menu: one button (data-testid="menu") that opens a list
//! of actions. Each item is a real button with its own data-testid.
//!
//! `<Menu items={vec![MenuItem::new("How to play", "menu-rules", cb), …]} />`
//! Escape closes the list and returns focus to the Menu button; choosing an
//! item closes it too, and the focus goes back to the button as well.

use crate::kit::browser::focus;
use crate::kit::parts::Button;
use yew::prelude::*;

#[derive(Clone, PartialEq)]
pub struct MenuItem {
    pub label: &'static str,
    pub testid: &'static str,
    pub on_select: Callback<()>,
}

impl MenuItem {
    pub fn new(label: &'static str, testid: &'static str, on_select: Callback<()>) -> Self {
        MenuItem { label, testid, on_select }
    }
}

#[derive(Properties, PartialEq)]
pub struct MenuProps {
    pub items: Vec<MenuItem>,
}

#[component]
pub fn Menu(props: &MenuProps) -> Html {
    let open = use_state(|| false);
    let button = use_node_ref();
    let toggle = {
        let open = open.clone();
        Callback::from(move |()| open.set(!*open))
    };
    let on_key = {
        let open = open.clone();
        let button = button.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" && *open {
                e.prevent_default();
                open.set(false);
                focus(&button);
            }
        })
    };
    let items: Vec<Html> = props
        .items
        .iter()
        .map(|item| {
            let (open, cb, button) = (open.clone(), item.on_select.clone(), button.clone());
            // The focus goes back to the Menu button first, as with Escape: the
            // item is gone with the list, and a dialog the item opens gives the
            // focus back to what had it when it opened.
            let on_press = Callback::from(move |()| {
                open.set(false);
                focus(&button);
                cb.emit(());
            });
            html! {
                <li role="none">
                    <Button role="menuitem" testid={item.testid} label={item.label} {on_press} />
                </li>
            }
        })
        .collect();
    html! {
        <div class="menu" onkeydown={on_key}>
            <Button class="menu-button" testid="menu" haspopup="true" expanded={*open} focus={button} on_press={toggle}>
                <span aria-hidden="true" class="menu-icon">{ "☰" }</span>
                <span class="menu-word">{ "Menu" }</span>
            </Button>
            if *open {
                <ul class="menu-list" role="menu">{ for items }</ul>
            }
        </div>
    }
}

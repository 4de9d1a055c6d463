//! The shell's own callback helper; the button, the select and the other
//! helpers every screen and game shares are in `kit::parts`.

use crate::ui::routes::Route;
use yew::prelude::*;

/// Goes to `route` when called: the action of every "Home", "Back" or "New game".
pub fn go(route: Route) -> Callback<()> {
    Callback::from(move |()| route.go())
}

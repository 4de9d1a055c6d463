//! The size of an element's room, kept up to date as the screen turns or a
//! panel opens: for a layout a stylesheet cannot decide alone (`kit::rows`).

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The inner size (width, height: `clientWidth` and `clientHeight`, so
/// padding included) of the element `node` refers to, in CSS pixels; `None`
/// until it is first measured. Give it an element without padding: its
/// room. The browser measures before it paints, so a layout that reads it
/// shows from the first frame.
///
/// The element may come and go while the component stays (a hand of no
/// cards has no room): after each render the hook watches the element the
/// node refers to now. Watching the first one only, a hand dealt after an
/// empty one kept the size it was first given, for the rest of the game.
#[hook]
pub fn use_box_size(node: NodeRef) -> Option<(i32, i32)> {
    let size = use_state_eq(|| None::<(i32, i32)>);
    let watching = use_mut_ref(|| None::<Watch>);
    {
        let (size, watching) = (size.clone(), watching.clone());
        use_effect(move || {
            let now = node.cast::<web_sys::Element>();
            let mut watching = watching.borrow_mut();
            if watching.as_ref().map(|w| &w.target) != now.as_ref() {
                // Dropping the old watch stops it; the new one reports the
                // element's size in the next frame, before it is painted.
                *watching = now.and_then(|el| Watch::start(el, move |w, h| size.set(Some((w, h)))));
            }
        });
    }
    {
        let watching = watching.clone();
        use_effect_with((), move |()| move || drop(watching.borrow_mut().take()));
    }
    *size
}

/// Calls `on_size` with `el`'s inner size now (in the next frame, before it
/// is painted) and whenever it changes, for as long as the returned watch
/// is kept.
pub fn watch(el: web_sys::Element, on_size: impl FnMut(i32, i32) + 'static) -> Option<Watch> {
    Watch::start(el, on_size)
}

/// An observer and its callback, kept together while it observes.
pub struct Watch {
    target: web_sys::Element,
    observer: web_sys::ResizeObserver,
    _callback: Closure<dyn FnMut()>,
}

impl Watch {
    fn start(el: web_sys::Element, mut on_size: impl FnMut(i32, i32) + 'static) -> Option<Watch> {
        let measured = el.clone();
        // The entries the observer passes are not read: the element's own
        // size says the same, and a callback of no arguments is the kind the
        // app already has (kit::dock), so it adds no glue to the chunk.
        let callback = Closure::<dyn FnMut()>::new(move || on_size(measured.client_width(), measured.client_height()));
        let observer = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()).ok()?;
        observer.observe(&el);
        Some(Watch { target: el, observer, _callback: callback })
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

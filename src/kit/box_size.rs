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
#[hook]
pub fn use_box_size(node: NodeRef) -> Option<(i32, i32)> {
    let size = use_state_eq(|| None::<(i32, i32)>);
    {
        let size = size.clone();
        use_effect_with(node, move |node| {
            let watch = node.cast::<web_sys::Element>().and_then(|el| Watch::start(el, move |w, h| size.set(Some((w, h)))));
            move || drop(watch)
        });
    }
    *size
}

/// An observer and its callback, kept together while it observes.
struct Watch {
    observer: web_sys::ResizeObserver,
    _callback: Closure<dyn FnMut()>,
}

impl Watch {
    fn start(el: web_sys::Element, mut on_size: impl FnMut(i32, i32) + 'static) -> Option<Watch> {
        let target = el.clone();
        // The entries the observer passes are not read: the element's own
        // size says the same, and a callback of no arguments is the kind the
        // app already has (kit::dock), so it adds no glue to the chunk.
        let callback = Closure::<dyn FnMut()>::new(move || on_size(target.client_width(), target.client_height()));
        let observer = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()).ok()?;
        observer.observe(&el);
        Some(Watch { observer, _callback: callback })
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

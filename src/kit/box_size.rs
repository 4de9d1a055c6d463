//! The size of an element's room, kept up to date as the screen turns or a
//! panel opens: for a layout a stylesheet cannot decide alone (`kit::rows`).

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The content box of the element `node` refers to, in whole CSS pixels
/// (width, height); `None` until it is first measured. The browser measures
/// before it paints, so the layout that reads it shows from the first frame.
#[hook]
pub fn use_box_size(node: NodeRef) -> Option<(f64, f64)> {
    let size = use_state_eq(|| None::<(f64, f64)>);
    {
        let size = size.clone();
        use_effect_with(node, move |node| {
            let watch = node.cast::<web_sys::Element>().and_then(|el| Watch::start(&el, move |w, h| size.set(Some((w, h)))));
            move || drop(watch)
        });
    }
    *size
}

/// An observer and its callback, kept together while it observes.
struct Watch {
    observer: web_sys::ResizeObserver,
    _callback: Closure<dyn FnMut(js_sys::Array)>,
}

impl Watch {
    fn start(el: &web_sys::Element, mut on_size: impl FnMut(f64, f64) + 'static) -> Option<Watch> {
        let callback = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
            // The last entry is the latest size of the one element observed.
            if let Ok(entry) = entries.pop().dyn_into::<web_sys::ResizeObserverEntry>() {
                let rect = entry.content_rect();
                on_size(rect.width().round(), rect.height().round());
            }
        });
        let observer = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()).ok()?;
        observer.observe(el);
        Some(Watch { observer, _callback: callback })
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

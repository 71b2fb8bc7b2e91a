//! Printable result sheets (`hakem sheet`): a match sheet for one record;
//! round results and standings for several records of one event.
//!
//! [`model`] holds what a sheet shows, from the records and the referee's
//! verdicts; [`compose`] writes it once, in the sheet's language, as a
//! [`view`] (sections of fields, tables and lines, all text); [`html`],
//! [`text`] and [`markdown`] only lay that view out.

pub mod compose;
pub mod event;
pub mod event_results;
pub mod html;
pub mod in_event;
pub mod judging;
pub mod markdown;
pub mod model;
mod render;
pub mod school;
pub mod text;
pub mod view;

pub use render::{Format, render, render_view};

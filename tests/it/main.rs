//! The integration tests: one binary, a module per subject (as just and
//! ripgrep do). Their data is in `tests/data/`; the peers' scripts in
//! `tests/peers/`.

mod chromium;
mod cli;
mod concurrency;
mod event_properties;
mod event_sheets;
mod event_swiss;
mod event_trf;
mod files;
mod golden;
mod help;
mod hostile;
mod imports;
mod live;
mod live_tmux;
mod peer_open_spiel;
mod peer_toguz;
mod properties;
mod readme;
mod repetition;
mod replay;
mod result;
mod robustness;
mod ruleset_validation;
mod sheets;
mod simulate;
mod solve;
mod solve_cache;
mod standalone;
mod swiss_pairing;
mod swiss_peers;
mod terminal;
mod tournament;

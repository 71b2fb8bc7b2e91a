//! The folder as the Swiss pairing and the tie-breaks see it.

use std::collections::HashMap;

use super::Folder;
use crate::event::{ByeValue, Lot};
use crate::swiss::{Entrant, GameResult, PairingNumber, Tournament};

impl Folder {
    /// The tournament as the Swiss pairing and the tie-breaks see it after
    /// `through` rounds: entrants in pairing-number order, every complete
    /// table of those rounds, the pairing-allocated byes, and the requested
    /// byes of every round (recorded ahead, so that a player who asked for
    /// a bye is left out of that round's pairing). Tables not complete are
    /// left out: [`Folder::issues`] lists them.
    pub fn tournament(&self, through: u8) -> Tournament {
        let spec = self.event.spec();
        let colour = spec
            .lot
            .map(Lot::colour)
            .unwrap_or(crate::swiss::Colour::White);
        // The rounds are 1..=99 (checked when read), so this cannot fail.
        let mut t = match Tournament::new(usize::from(spec.rounds), colour) {
            Ok(t) => t,
            Err(_) => unreachable!("event.toml's rounds are checked to be 1..=99"),
        };
        t.set_name(spec.name.clone());
        t.set_scoring(self.scoring);
        let mut numbers: HashMap<&str, PairingNumber> = HashMap::new();
        for p in self.event.ranked() {
            let entrant = Entrant {
                name: format!("{}, {}", p.surname, p.given_name),
                rating: p.rating,
                late_from: p.from_round,
                withdrawn_after: p.withdrawn_after,
            };
            if let Ok(n) = t.add_entrant(entrant) {
                numbers.insert(p.id.as_str(), n);
            }
        }
        for pair in &spec.prohibited {
            if let (Some(&a), Some(&b)) = (
                numbers.get(pair.players[0].as_str()),
                numbers.get(pair.players[1].as_str()),
            ) {
                let _ = t.forbid(a, b);
            }
        }
        for round in self.rounds.iter().filter(|r| r.number <= through) {
            for table in &round.tables {
                let (Some(&w), Some(&b)) = (
                    numbers.get(table.players[0].as_str()),
                    numbers.get(table.players[1].as_str()),
                ) else {
                    continue;
                };
                if let Ok(r) = self.table_result(round.number, table)
                    && t.record_game(round.number, w, b, r.white, r.black).is_ok()
                {
                    let sp = r.set_points.map(|s| (Some(s[0]), Some(s[1])));
                    let st = r.stones.map(|s| (Some(s[0]), Some(s[1])));
                    let _ = t.set_game_extras(
                        round.number,
                        w,
                        sp.and_then(|s| s.0),
                        st.and_then(|s| s.0),
                    );
                    let _ = t.set_game_extras(
                        round.number,
                        b,
                        sp.and_then(|s| s.1),
                        st.and_then(|s| s.1),
                    );
                }
            }
            if let Some(&n) = round.manifest.bye.as_deref().and_then(|id| numbers.get(id)) {
                let _ = t.record_unpaired(round.number, n, GameResult::PairingBye);
            }
        }
        for p in self.event.ranked() {
            for bye in &p.byes {
                let result = match bye.value_or(spec.requested_bye) {
                    ByeValue::Full => GameResult::FullBye,
                    ByeValue::Half => GameResult::HalfBye,
                    ByeValue::Zero => GameResult::ZeroBye,
                };
                if let Some(&n) = numbers.get(p.id.as_str()) {
                    let _ = t.record_unpaired(bye.round, n, result);
                }
            }
        }
        t
    }
}

//! Why a game ended: a leaf that the position and the move outcome both
//! name. Each reason is a message of `locales/*/game.ftl`.

/// Why a game ended, as the engine sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A row was empty after a move.
    RowEmpty,
    /// The player to move had no legal move.
    NoMove,
    /// A player captured more than half the stones, or both exactly half.
    Majority,
    /// The opponent's row was empty and no move could give them a stone.
    CannotFeed,
    /// The position repeated.
    Cycle,
    /// The player to move had stones, but every move was forbidden (each
    /// would be an illegal grand slam).
    NoLegalMove,
    /// A relay sowing went on for more laps than the limit allows
    /// ([`crate::ruleset::MAX_RELAY_LAPS`]).
    SowingLimit,
}

impl EndReason {
    /// The code used in JSON output (docs/formats.md §2 `ended_by`).
    pub fn code(self) -> &'static str {
        match self {
            EndReason::RowEmpty => "row-empty",
            EndReason::NoMove => "no-move",
            EndReason::Majority => "majority",
            EndReason::CannotFeed => "cannot-feed",
            EndReason::Cycle => "cycle",
            EndReason::NoLegalMove => "no-legal-move",
            EndReason::SowingLimit => "sowing-limit",
        }
    }
}

crate::message_ids!(EndReason {
    RowEmpty = "game-end-row-empty",
    NoMove = "game-end-no-move",
    Majority = "game-end-majority",
    CannotFeed = "game-end-cannot-feed",
    Cycle = "game-end-cycle",
    NoLegalMove = "game-end-no-legal-move",
    SowingLimit = "game-end-sowing-limit",
});

/// A reason as a fact of another message ("the set is already over:
/// { $reason }").
impl crate::words::IntoArg for EndReason {
    fn to_arg(&self) -> crate::words::Arg {
        crate::words::Message::msg(self).to_arg()
    }
}

//! Random play of a grid game (`hakem simulate reversi`): seeded uniform
//! random legal moves, game after game, counted. Each game is seeded from
//! (seed, game index) and the counts are sums, so any thread count gives
//! the same figures.

use std::time::{Duration, Instant};

use crate::grid::{Color, EndReason, GridMove, GridRules, Position, Turn};

/// What random play gave.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GridSummary {
    pub games: u64,
    pub black_wins: u64,
    pub white_wins: u64,
    pub draws: u64,
    /// Plies played, passes included.
    pub moves: u64,
    pub passes: u64,
    pub max_plies: u64,
    /// Games ended by each reason, in `REASONS` order.
    pub ended_by: [u64; 5],
    pub seed: u64,
    pub threads: usize,
    pub elapsed: Duration,
}

/// The end reasons in the order `ended_by` counts them.
pub const REASONS: [EndReason; 5] = [
    EndReason::Line,
    EndReason::BothLines,
    EndReason::OpponentLine,
    EndReason::FullBoard,
    EndReason::NoMoves,
];

/// A uniformly random legal move: a random cell among those the player may
/// take (a pass when there is none), then, where a block turns, a random
/// turn among the legal ones (drawn and redrawn: uniform over the legal
/// (cell, turn) pairs).
fn random_move(rules: &GridRules, p: &Position, rng: &mut fastrand::Rng) -> GridMove {
    let cells = p.placements(rules, p.to_move());
    if cells == 0 {
        return GridMove::Pass;
    }
    let total = u32::from(rules.geometry().cells());
    // A random cell of the board until one is free (uniform over the free
    // ones), a few tries, then the n-th free cell.
    let pick = |rng: &mut fastrand::Rng| {
        for _ in 0..4 {
            let c = rng.u32(..total) as u8;
            if cells & (1u64 << c) != 0 {
                return c;
            }
        }
        nth_bit(cells, rng.u32(..cells.count_ones()))
    };
    let Some(turn_rule) = rules.turn() else {
        return GridMove::Place {
            cell: pick(rng),
            turn: None,
        };
    };
    let blocks = rules.geometry().blocks() as u8;
    let directions: &[bool] = match (turn_rule.clockwise, turn_rule.counterclockwise) {
        (true, true) => &[true, false],
        (true, false) => &[true],
        _ => &[false],
    };
    let occupied = p.stones().occupied();
    loop {
        let cell = pick(rng);
        let block = rng.u8(..blocks);
        // An empty block (after the placement) may be refused; the placed
        // stone's own block never is, so this ends.
        let filled = (occupied | 1u64 << cell) & rules.geometry().block_mask(usize::from(block));
        if turn_rule.empty_block || filled != 0 {
            return GridMove::Place {
                cell,
                turn: Some(Turn {
                    block,
                    clockwise: directions[rng.usize(..directions.len())],
                }),
            };
        }
    }
}

/// The index of the `n`-th set bit of `bits` (from 0, lowest first).
fn nth_bit(mut bits: u64, n: u32) -> u8 {
    for _ in 0..n {
        bits &= bits - 1;
    }
    bits.trailing_zeros() as u8
}

fn play_games(rules: &GridRules, seed: u64, range: std::ops::Range<u64>) -> GridSummary {
    let mut s = GridSummary::default();
    for index in range {
        let mut rng = fastrand::Rng::with_seed(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut p = Position::start(rules);
        let mut plies = 0u64;
        while p.end().is_none() {
            let mv = random_move(rules, &p, &mut rng);
            s.passes += u64::from(mv == GridMove::Pass);
            // The move was drawn from the legal ones.
            if p.play(rules, mv).is_err() {
                break;
            }
            plies += 1;
        }
        s.games += 1;
        s.moves += plies;
        s.max_plies = s.max_plies.max(plies);
        if let Some(end) = p.end() {
            match end.winner {
                Some(Color::Black) => s.black_wins += 1,
                Some(Color::White) => s.white_wins += 1,
                None => s.draws += 1,
            }
            if let Some(k) = REASONS.iter().position(|r| *r == end.reason) {
                s.ended_by[k] += 1;
            }
        }
    }
    s
}

/// `games` random games on `threads` threads (0: every core).
pub fn simulate_grid(rules: &GridRules, games: u64, seed: u64, threads: usize) -> GridSummary {
    let threads = match threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        t => t,
    }
    .clamp(1, 256)
    .min(games.max(1) as usize);
    let start = Instant::now();
    let chunk = games.div_ceil(threads as u64);
    let parts: Vec<GridSummary> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads as u64)
            .map(|t| {
                let range = (t * chunk).min(games)..((t + 1) * chunk).min(games);
                scope.spawn(move || play_games(rules, seed, range))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut total = GridSummary {
        seed,
        threads,
        ..GridSummary::default()
    };
    for p in parts {
        total.games += p.games;
        total.black_wins += p.black_wins;
        total.white_wins += p.white_wins;
        total.draws += p.draws;
        total.moves += p.moves;
        total.passes += p.passes;
        total.max_plies = total.max_plies.max(p.max_plies);
        for k in 0..REASONS.len() {
            total.ended_by[k] += p.ended_by[k];
        }
    }
    total.elapsed = start.elapsed();
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::rules::builtin;

    #[test]
    fn any_thread_count_gives_the_same_figures() {
        for name in ["reversi", "pentago"] {
            let rules = builtin(name).unwrap().unwrap();
            let mut one = simulate_grid(&rules, 40, 5, 1);
            let mut three = simulate_grid(&rules, 40, 5, 3);
            one.elapsed = Duration::ZERO;
            three.elapsed = Duration::ZERO;
            three.threads = 1;
            assert_eq!(one, three);
            assert_eq!(one.black_wins + one.white_wins + one.draws, 40);
            assert_eq!(one.ended_by.iter().sum::<u64>(), 40);
        }
    }

    #[test]
    fn nth_bit_counts_from_the_lowest() {
        assert_eq!(nth_bit(0b1011_0000, 0), 4);
        assert_eq!(nth_bit(0b1011_0000, 2), 7);
    }
}

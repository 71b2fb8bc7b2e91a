//! Random games: every legal move equally likely, seeded so that a run can be
//! repeated exactly. Used by `hakem simulate`, `hakem compare --simulate`, the
//! tests and the benchmarks.
//!
//! Determinism: game `k` of a run with seed `s` draws its moves from its own
//! generator, seeded with `game_seed(s, k)` (SplitMix64 of the pair), and the
//! per-game results are added up in game order with integer arithmetic only.
//! The statistics of a seed are therefore identical whatever the number of
//! threads.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use rayon::prelude::*;

use crate::analysis::players::Strategy;
use crate::engine::{Brief, EndReason, Game, Player, Position};
use crate::ruleset::Ruleset;

/// A game still going after this many moves is stopped (random play ends
/// long before in every shipped variant; the limit only guards against a
/// house rule that can cycle forever without a repetition rule).
pub const MAX_PLIES: u32 = 10_000;

/// Games played per unit of parallel work (and per progress report).
const CHUNK: u64 = 256;

/// SplitMix64's output function: a good 64-bit mixer.
#[inline]
pub fn splitmix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of game `index` of a run seeded `seed`.
#[inline]
pub fn game_seed(seed: u64, index: u64) -> u64 {
    splitmix64(splitmix64(seed) ^ index)
}

/// The generator of game `index` of a run seeded `seed`.
#[inline]
pub fn game_rng(seed: u64, index: u64) -> fastrand::Rng {
    fastrand::Rng::with_seed(game_seed(seed, index))
}

/// How a simulated game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    Rules(EndReason),
    /// Stopped after [`MAX_PLIES`] moves.
    PlyLimit,
}

impl Ending {
    pub fn code(self) -> &'static str {
        match self {
            Ending::Rules(r) => r.code(),
            Ending::PlyLimit => "ply-limit",
        }
    }

    /// How the ending reads in a table of figures: a few words.
    pub fn word(self) -> EndingWord {
        use crate::engine::EndReason as R;
        match self {
            Ending::Rules(R::RowEmpty) => EndingWord::RowEmpty,
            Ending::Rules(R::NoMove) => EndingWord::NoMove,
            Ending::Rules(R::Majority) => EndingWord::Majority,
            Ending::Rules(R::CannotFeed) => EndingWord::CannotFeed,
            Ending::Rules(R::Cycle) => EndingWord::Cycle,
            Ending::Rules(R::NoLegalMove) => EndingWord::NoLegalMove,
            Ending::Rules(R::SowingLimit) => EndingWord::SowingLimit,
            Ending::PlyLimit => EndingWord::PlyLimit,
        }
    }
}

/// Endings in the order of their codes (the order of JSON's `ended_by`).
impl Ord for Ending {
    fn cmp(&self, other: &Ending) -> std::cmp::Ordering {
        self.code().cmp(other.code())
    }
}

impl PartialOrd for Ending {
    fn partial_cmp(&self, other: &Ending) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

crate::messages! {
    /// How simulated games ended, in a few words (a cell of the table).
    pub enum EndingWord {
        RowEmpty = "simulate-ended-row-empty",
        NoMove = "simulate-ended-no-move",
        Majority = "simulate-ended-majority",
        CannotFeed = "simulate-ended-cannot-feed",
        Cycle = "simulate-ended-cycle",
        NoLegalMove = "simulate-ended-no-legal-move",
        SowingLimit = "simulate-ended-sowing-limit",
        PlyLimit = "simulate-ended-ply-limit",
    }
}

/// One random game, summed up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameResult {
    pub plies: u32,
    /// `None` for a draw (or a game stopped at the ply limit with equal stores).
    pub winner: Option<Player>,
    pub ending: Ending,
    /// Moves that captured at least one stone.
    pub captures: u32,
    pub captured_stones: u32,
    pub extra_turns: u32,
    /// Final stores (South, North).
    pub stores: [u16; 2],
}

/// Set bits of every byte: the default x86-64 target has no `popcnt`, and
/// two reads of this table beat the bit-twiddling `count_ones` falls back to.
static BYTE_ONES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = (b as u32).count_ones() as u8;
        b += 1;
    }
    t
};

// A legal-move mask has one bit a pit: two bytes at most.
const _: () = assert!(crate::ruleset::MAX_PITS <= 16);

/// The number of legal moves in a legal-move mask.
#[inline]
fn count_moves(legal: u32) -> u32 {
    debug_assert!(legal < 1 << 16);
    u32::from(BYTE_ONES[(legal & 0xff) as usize])
        + u32::from(BYTE_ONES[((legal >> 8) & 0xff) as usize])
}

/// Per byte: the index of its `r`-th set bit (0 past its last one).
static BYTE_NTH_BIT: [[u8; 8]; 256] = {
    let mut t = [[0u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let mut r = 0;
        let mut i = 0;
        while i < 8 {
            if b & (1 << i) != 0 {
                t[b][r] = i as u8;
                r += 1;
            }
            i += 1;
        }
        b += 1;
    }
    t
};

/// The index of the `r`-th set bit (0-based `r` < popcount) of a
/// legal-move mask: table reads, not a loop whose length the branch
/// predictor cannot guess on fresh games.
#[inline]
fn nth_bit(mask: u32, r: u32) -> u8 {
    debug_assert!(mask < 1 << 16 && r < mask.count_ones());
    let low = (mask & 0xff) as usize;
    let in_low = u32::from(BYTE_ONES[low]);
    if r < in_low {
        BYTE_NTH_BIT[low][(r & 7) as usize]
    } else {
        8 + BYTE_NTH_BIT[((mask >> 8) & 0xff) as usize][((r - in_low) & 7) as usize]
    }
}

/// Picks a uniformly random legal move (0-based pit) of a position that has one.
#[inline]
pub fn random_move(rng: &mut fastrand::Rng, legal: u32) -> u8 {
    let k = count_moves(legal);
    nth_bit(legal, rng.u32(..k))
}

/// Plays one random game; `moves`, when given, receives every pit played
/// (1..N, the mover's numbering), for writing the game out as a record.
pub fn play_game(
    rules: &Ruleset,
    rng: &mut fastrand::Rng,
    moves: Option<&mut Vec<u32>>,
) -> GameResult {
    play_out(rules, rng, moves, |_, legal, rng| random_move(rng, legal))
}

/// One game between `players` (South's, North's), each choosing with the
/// game's generator. Random against random is exactly [`play_game`].
pub fn play_game_with(
    rules: &Ruleset,
    players: [Strategy; 2],
    rng: &mut fastrand::Rng,
    moves: Option<&mut Vec<u32>>,
) -> GameResult {
    if players == [Strategy::Random; 2] {
        return play_game(rules, rng, moves);
    }
    play_out(rules, rng, moves, |p, _, rng| {
        players[p.to_move().index()].choose(rules, p, rng)
    })
}

/// One game from the start, each move (0-based pit) picked by `choose`
/// from the position and its legal-move mask. Generic, so the random
/// playout loop is compiled with its choice inlined.
fn play_out(
    rules: &Ruleset,
    rng: &mut fastrand::Rng,
    mut moves: Option<&mut Vec<u32>>,
    mut choose: impl FnMut(&Position, u32, &mut fastrand::Rng) -> u8,
) -> GameResult {
    let mut game = Game::new(rules);
    let mut result = GameResult {
        plies: 0,
        winner: None,
        ending: Ending::PlyLimit,
        captures: 0,
        captured_stones: 0,
        extra_turns: 0,
        stores: [0; 2],
    };
    while result.plies < MAX_PLIES {
        let legal = game.position().legal_moves(rules);
        if legal == 0 {
            break;
        }
        let i = choose(game.position(), legal, rng);
        if let Some(m) = moves.as_deref_mut() {
            m.push(u32::from(i) + 1);
        }
        let out: Brief = game.play_unchecked_as(i);
        result.plies += 1;
        if out.captured > 0 {
            result.captures += 1;
            result.captured_stones += u32::from(out.captured);
        }
        result.extra_turns += u32::from(out.extra_turn);
        if let Some(reason) = out.ended {
            result.ending = Ending::Rules(reason);
            break;
        }
    }
    let p: &Position = game.position();
    if let Some(reason) = p.ended() {
        result.ending = Ending::Rules(reason);
    }
    result.stores = [p.store(Player::South), p.store(Player::North)];
    result.winner = match result.stores[0].cmp(&result.stores[1]) {
        std::cmp::Ordering::Greater => Some(Player::South),
        std::cmp::Ordering::Less => Some(Player::North),
        std::cmp::Ordering::Equal => None,
    };
    result
}

/// Game `index` of a run seeded `seed`, with its moves.
pub fn replay_game(rules: &Ruleset, seed: u64, index: u64) -> (GameResult, Vec<u32>) {
    replay_game_with(rules, [Strategy::Random; 2], seed, index)
}

/// Game `index` of a run seeded `seed` between `players`, with its moves.
pub fn replay_game_with(
    rules: &Ruleset,
    players: [Strategy; 2],
    seed: u64,
    index: u64,
) -> (GameResult, Vec<u32>) {
    let mut moves = Vec::new();
    let result = play_game_with(rules, players, &mut game_rng(seed, index), Some(&mut moves));
    (result, moves)
}

/// Sums over many games; integer only, so adding up is exact and the order
/// of addition cannot change the result.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    pub games: u64,
    /// Total plies of all games.
    pub moves: u64,
    pub first_wins: u64,
    pub second_wins: u64,
    pub draws: u64,
    pub ended_by: BTreeMap<Ending, u64>,
    pub captures: u64,
    pub captured_stones: u64,
    pub extra_turns: u64,
    /// `plies[k]`: games that lasted `k` plies (for the median and maximum).
    pub plies: Vec<u64>,
}

impl Tally {
    pub fn add(&mut self, g: &GameResult) {
        self.games += 1;
        self.moves += u64::from(g.plies);
        match g.winner {
            Some(Player::South) => self.first_wins += 1,
            Some(Player::North) => self.second_wins += 1,
            None => self.draws += 1,
        }
        *self.ended_by.entry(g.ending).or_insert(0) += 1;
        self.captures += u64::from(g.captures);
        self.captured_stones += u64::from(g.captured_stones);
        self.extra_turns += u64::from(g.extra_turns);
        let k = g.plies as usize;
        if self.plies.len() <= k {
            self.plies.resize(k + 1, 0);
        }
        self.plies[k] += 1;
    }

    pub fn merge(&mut self, other: &Tally) {
        self.games += other.games;
        self.moves += other.moves;
        self.first_wins += other.first_wins;
        self.second_wins += other.second_wins;
        self.draws += other.draws;
        for (k, v) in &other.ended_by {
            *self.ended_by.entry(*k).or_insert(0) += v;
        }
        self.captures += other.captures;
        self.captured_stones += other.captured_stones;
        self.extra_turns += other.extra_turns;
        if self.plies.len() < other.plies.len() {
            self.plies.resize(other.plies.len(), 0);
        }
        for (a, b) in self.plies.iter_mut().zip(&other.plies) {
            *a += b;
        }
    }

    pub fn mean_plies(&self) -> f64 {
        ratio(self.moves, self.games)
    }

    /// The median game length (the mean of the two middle ones for an even count).
    pub fn median_plies(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        let nth = |n: u64| -> u64 {
            let mut seen = 0;
            for (k, &c) in self.plies.iter().enumerate() {
                seen += c;
                if seen > n {
                    return k as u64;
                }
            }
            0
        };
        let lo = nth((self.games - 1) / 2);
        let hi = nth(self.games / 2);
        (lo + hi) as f64 / 2.0
    }

    pub fn max_plies(&self) -> u64 {
        self.plies.iter().rposition(|&c| c > 0).unwrap_or(0) as u64
    }
}

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// The Wilson score interval (95%) of a proportion `k` of `n`: unlike the
/// plain ±z·√(p(1-p)/n), it stays within 0..1 and is not empty at 0 or n.
/// `(0, 1)` for `n` = 0.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let p = k as f64 / n;
    let z2 = Z95 * Z95;
    let denom = 1.0 + z2 / n;
    let center = (p + z2 / (2.0 * n)) / denom;
    let half = Z95 / denom * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((center - half).max(0.0), (center + half).min(1.0))
}

fn ratio(a: u64, b: u64) -> f64 {
    if b == 0 { 0.0 } else { a as f64 / b as f64 }
}

/// What to simulate: a number of games within [`MAX_GAMES`], a seed, a
/// number of threads within [`MAX_THREADS`] and the two players. Made only
/// by [`Plan::checked`], so a plan in hand is one `run` can carry out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    games: u64,
    seed: u64,
    /// Worker threads; 0 = every core.
    threads: usize,
    /// South's (first) and North's (second) player.
    players: [Strategy; 2],
}

crate::messages! {
    /// Why a run of random games was refused.
    pub enum PlanRefusal {
        /// No game asked for (`flag` gave the number).
        NoGames { flag: String } = "simulate-no-games",
        TooManyGames { flag: String, games: u64, max: u64 } = "simulate-too-many-games",
        TooManyThreads { threads: usize, max: usize } = "simulate-too-many-threads",
    }
}

/// The most games one run plays: at a few hundred thousand games a second
/// this is minutes of work, far more than any estimate needs.
pub const MAX_GAMES: u64 = 100_000_000;
/// The most worker threads a run starts.
pub const MAX_THREADS: usize = 256;

impl Plan {
    /// A plan of random play against random play within the limits, or what
    /// is wrong with it (`what` names the option that gave the number of
    /// games, for the message).
    pub fn checked(games: u64, seed: u64, threads: usize, what: &str) -> Result<Plan, PlanRefusal> {
        if games == 0 {
            return Err(PlanRefusal::NoGames { flag: what.into() });
        }
        if games > MAX_GAMES {
            return Err(PlanRefusal::TooManyGames {
                flag: what.into(),
                games,
                max: MAX_GAMES,
            });
        }
        if threads > MAX_THREADS {
            return Err(PlanRefusal::TooManyThreads {
                threads,
                max: MAX_THREADS,
            });
        }
        Ok(Plan {
            games,
            seed,
            threads,
            players: [Strategy::Random; 2],
        })
    }

    /// The same plan between `players` (South's, then North's): any two
    /// strategies are a valid pairing.
    pub fn with_players(self, players: [Strategy; 2]) -> Plan {
        Plan { players, ..self }
    }

    pub fn games(&self) -> u64 {
        self.games
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Worker threads; 0 = every core.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// South's (first) and North's (second) player.
    pub fn players(&self) -> [Strategy; 2] {
        self.players
    }
}

/// A finished run.
#[derive(Debug, Clone)]
pub struct Run {
    pub tally: Tally,
    pub elapsed: Duration,
    /// Threads actually used.
    pub threads: usize,
}

/// Plays games `range` of a run seeded `seed` on this thread.
pub fn tally_range(rules: &Ruleset, seed: u64, range: std::ops::Range<u64>) -> Tally {
    tally_range_with(rules, [Strategy::Random; 2], seed, range)
}

/// Plays games `range` of a run seeded `seed` between `players`.
pub fn tally_range_with(
    rules: &Ruleset,
    players: [Strategy; 2],
    seed: u64,
    range: std::ops::Range<u64>,
) -> Tally {
    let mut tally = Tally::default();
    for index in range {
        let g = play_game_with(rules, players, &mut game_rng(seed, index), None);
        tally.add(&g);
    }
    tally
}

/// Plays `plan.games` random games, in parallel; `progress` is called with
/// the number of games just finished (from any worker thread).
pub fn run(
    rules: &Ruleset,
    plan: Plan,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Run, rayon::ThreadPoolBuildError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(plan.threads)
        .build()?;
    let start = Instant::now();
    // Small runs (slow players play few games) still give every thread
    // several chunks; the sums do not depend on the chunking.
    let threads = pool.current_num_threads() as u64;
    let chunk = (plan.games / (8 * threads)).clamp(1, CHUNK);
    let chunks = plan.games.div_ceil(chunk);
    // Each worker folds its chunks into one tally and the tallies are added
    // pairwise: memory stays a few tallies whatever the number of games.
    // Integer sums, so the order of addition cannot change the result.
    let tally = pool.install(|| {
        (0..chunks)
            .into_par_iter()
            .map(|c| {
                let range = c * chunk..((c + 1) * chunk).min(plan.games);
                let done = range.end - range.start;
                let t = tally_range_with(rules, plan.players, plan.seed, range);
                progress(done);
                t
            })
            .reduce(Tally::default, |mut a, b| {
                a.merge(&b);
                a
            })
    });
    Ok(Run {
        tally,
        elapsed: start.elapsed(),
        threads: pool.current_num_threads(),
    })
}

/// The figures a person or a script reads.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Summary {
    pub variant: String,
    /// South's (first) player, e.g. `random` or `alphabeta:4`.
    pub first_player: String,
    /// North's (second) player.
    pub second_player: String,
    /// South's and North's players.
    #[serde(skip)]
    pub players: [Strategy; 2],
    pub seed: u64,
    pub threads: usize,
    pub games: u64,
    /// Total plies played.
    pub moves: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    pub moves_per_second: f64,
    pub first_wins: u64,
    pub second_wins: u64,
    pub draws: u64,
    pub first_win_pct: f64,
    pub second_win_pct: f64,
    pub draw_pct: f64,
    /// 95% confidence intervals (Wilson score) of the three percentages.
    pub first_win_ci: [f64; 2],
    pub second_win_ci: [f64; 2],
    pub draw_ci: [f64; 2],
    /// Games by how they ended, by the ending's code.
    pub ended_by: BTreeMap<&'static str, u64>,
    /// The same, by ending, in the order of the codes.
    #[serde(skip)]
    pub endings: Vec<(Ending, u64)>,
    pub mean_plies: f64,
    pub median_plies: f64,
    pub max_plies: u64,
    pub captures_per_game: f64,
    pub captured_stones_per_game: f64,
    pub extra_turns_per_game: f64,
}

impl Summary {
    pub fn new(variant: &str, plan: &Plan, run: &Run) -> Summary {
        let t = &run.tally;
        let secs = run.elapsed.as_secs_f64();
        let per_sec = |n: u64| if secs > 0.0 { n as f64 / secs } else { 0.0 };
        let pct = |n: u64| 100.0 * ratio(n, t.games);
        let ci = |n: u64| {
            let (lo, hi) = wilson(n, t.games);
            [100.0 * lo, 100.0 * hi]
        };
        Summary {
            variant: variant.to_string(),
            first_player: plan.players[0].to_string(),
            second_player: plan.players[1].to_string(),
            players: plan.players,
            seed: plan.seed,
            threads: run.threads,
            games: t.games,
            moves: t.moves,
            seconds: secs,
            games_per_second: per_sec(t.games),
            moves_per_second: per_sec(t.moves),
            first_wins: t.first_wins,
            second_wins: t.second_wins,
            draws: t.draws,
            first_win_pct: pct(t.first_wins),
            second_win_pct: pct(t.second_wins),
            draw_pct: pct(t.draws),
            first_win_ci: ci(t.first_wins),
            second_win_ci: ci(t.second_wins),
            draw_ci: ci(t.draws),
            ended_by: t.ended_by.iter().map(|(e, n)| (e.code(), *n)).collect(),
            endings: t.ended_by.iter().map(|(e, n)| (*e, *n)).collect(),
            mean_plies: t.mean_plies(),
            median_plies: t.median_plies(),
            max_plies: t.max_plies(),
            captures_per_game: ratio(t.captures, t.games),
            captured_stones_per_game: ratio(t.captured_stones, t.games),
            extra_turns_per_game: ratio(t.extra_turns, t.games),
        }
    }

    /// `n` as a percentage of the games played (0 when none were).
    pub fn percent_of_games(&self, n: u64) -> f64 {
        100.0 * ratio(n, self.games)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_tables_agree_with_the_bits_on_every_mask() {
        for mask in 1u32..1 << 16 {
            assert_eq!(count_moves(mask), mask.count_ones(), "{mask:#b}");
            let bits = (0..16u8).filter(|&i| mask & (1 << i) != 0);
            for (r, bit) in bits.enumerate() {
                assert_eq!(nth_bit(mask, r as u32), bit, "{mask:#b}, r = {r}");
            }
        }
    }
}

#[cfg(test)]
mod wilson_tests {
    use super::wilson;

    #[test]
    fn wilson_intervals_match_worked_values() {
        // Worked from the formula (z = 1.96): 50 of 100 gives 0.4038..0.5962;
        // 0 of 10 gives 0..0.2775; 10 of 10 gives 0.7225..1.
        let close = |a: f64, b: f64| (a - b).abs() < 5e-4;
        let (lo, hi) = wilson(50, 100);
        assert!(close(lo, 0.4038) && close(hi, 0.5962), "{lo} {hi}");
        let (lo, hi) = wilson(0, 10);
        assert!(close(lo, 0.0) && close(hi, 0.2775), "{lo} {hi}");
        let (lo, hi) = wilson(10, 10);
        assert!(close(lo, 0.7225) && close(hi, 1.0), "{lo} {hi}");
        assert_eq!(wilson(0, 0), (0.0, 1.0));
    }
}

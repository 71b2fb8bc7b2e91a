//! Tie-breaks of FIDE's Tie-Break Regulations (Handbook C.07, the 2026
//! revision, whose article 16.4 caps the dummy opponent of an unplayed
//! round), by their codes, and the mind-sports ones. The rules for a Swiss:
//! a round robin's unplayed games are not counted as played.

use std::collections::HashMap;
use std::fmt;

use super::tournament::{PairingNumber, Tournament};

/// A tie-break, by its C.07 code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// `DE`: direct encounter among the tied players (C.07 6), a rank inside
    /// the group tied before it: 1 first, 0 when it separates none of them.
    DirectEncounter,
    /// `BH`: Buchholz, the sum of the opponents' scores (C.07 8.1).
    Buchholz,
    /// `BH-C1`: Buchholz without the least significant opponent (C.07 8.1, 14.1).
    BuchholzCut1,
    /// `SB`: Sonneborn-Berger (C.07 9.1).
    SonnebornBerger,
    /// `WIN`: number of wins, counting wins not played over the board (C.07 7.1).
    Wins,
    /// `SP` (mind sports): set points won.
    SetPoints,
    /// `STONES` (mind sports): stones won.
    StonesWon,
}

impl TieBreak {
    /// Every tie-break, in the order of this enum.
    pub const ALL: [TieBreak; 7] = [
        TieBreak::DirectEncounter,
        TieBreak::Buchholz,
        TieBreak::BuchholzCut1,
        TieBreak::SonnebornBerger,
        TieBreak::Wins,
        TieBreak::SetPoints,
        TieBreak::StonesWon,
    ];

    /// The code as written in an event file and printed in column heads.
    pub fn code(self) -> &'static str {
        match self {
            TieBreak::DirectEncounter => "DE",
            TieBreak::Buchholz => "BH",
            TieBreak::BuchholzCut1 => "BH-C1",
            TieBreak::SonnebornBerger => "SB",
            TieBreak::Wins => "WIN",
            TieBreak::SetPoints => "SP",
            TieBreak::StonesWon => "STONES",
        }
    }

    /// The tie-break with this code (as [`TieBreak::code`] writes it;
    /// letters in any case).
    pub fn from_code(code: &str) -> Option<TieBreak> {
        TieBreak::ALL
            .into_iter()
            .find(|t| t.code().eq_ignore_ascii_case(code))
    }
}

crate::choices!(TieBreak {
    DirectEncounter = "de",
    Buchholz = "bh",
    BuchholzCut1 = "bh-c1",
    SonnebornBerger = "sb",
    Wins = "win",
    SetPoints = "sp",
    StonesWon = "stones",
});

crate::messages! {
    /// A tie-break as the standings show it: its column heading (the
    /// international code, or a word of the reader's language where the
    /// code is an English word) and what it means, for the legend.
    pub enum TieBreakWords {
        Heading { tie_break: TieBreak } = "swiss-tie-break-heading",
        Legend { tie_break: TieBreak } = "swiss-tie-break-legend",
    }
}

impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A tie-break value as an exact fraction (`numerator / denominator`), so
/// that half-points and Sonneborn-Berger's products compare exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Value {
    pub numerator: u64,
    pub denominator: u64,
}

impl Value {
    /// The value in the one number style of the lists ("31½"), as points
    /// are written.
    pub fn written(self) -> String {
        crate::words::fraction(self.numerator, self.denominator)
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Value) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Value) -> std::cmp::Ordering {
        (u128::from(self.numerator) * u128::from(other.denominator))
            .cmp(&(u128::from(other.numerator) * u128::from(self.denominator)))
    }
}

impl fmt::Display for Value {
    /// As a decimal with as many places as it needs (at most two).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hundredths = self.numerator * 100 / self.denominator.max(1);
        let (whole, frac) = (hundredths / 100, hundredths % 100);
        match frac {
            0 => write!(f, "{whole}"),
            f10 if f10 % 10 == 0 => write!(f, "{whole}.{}", f10 / 10),
            _ => write!(f, "{whole}.{frac:02}"),
        }
    }
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The rank from 1; tied players share it only when the score and every
    /// tie-break are equal.
    pub rank: usize,
    pub player: PairingNumber,
    /// The score in half-points.
    pub score: u32,
    /// One value per tie-break asked for, in that order.
    pub tiebreaks: Vec<Value>,
}

/// The standings after `after_round`: by score, then by each tie-break of
/// `order` in turn (higher first; DE, a rank, lower first); players equal
/// on all share a rank and are listed by pairing number.
pub fn standings(tournament: &Tournament, after_round: u8, order: &[TieBreak]) -> Vec<Standing> {
    let after_round = after_round.min(tournament.rounds_planned());
    let context = Context::new(tournament, after_round);
    let mut rows: Vec<Standing> = tournament
        .numbers()
        .map(|player| Standing {
            rank: 0,
            player,
            score: tournament.score_after(player, after_round),
            tiebreaks: Vec::with_capacity(order.len()),
        })
        .collect();
    for (k, &tiebreak) in order.iter().enumerate() {
        if tiebreak == TieBreak::DirectEncounter {
            // DE is computed inside each group still tied at this point.
            let values = context.direct_encounter(&rows, k);
            for (row, value) in rows.iter_mut().zip(values) {
                row.tiebreaks.push(value);
            }
        } else {
            for row in &mut rows {
                row.tiebreaks.push(context.value(tiebreak, row.player));
            }
        }
    }
    rows.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then_with(|| {
                // Higher is better, but for DE, a rank.
                order
                    .iter()
                    .zip(a.tiebreaks.iter().zip(&b.tiebreaks))
                    .map(|(&t, (x, y))| match t {
                        TieBreak::DirectEncounter => x.cmp(y),
                        _ => y.cmp(x),
                    })
                    .find(|o| o.is_ne())
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .then(a.player.cmp(&b.player))
    });
    for i in 0..rows.len() {
        rows[i].rank = if i > 0
            && rows[i].score == rows[i - 1].score
            && rows[i].tiebreaks == rows[i - 1].tiebreaks
        {
            rows[i - 1].rank
        } else {
            i + 1
        };
    }
    rows
}

/// One tie-break value for one player after `after_round` (DE, which needs
/// the group of tied players, is `standings`' business and gives 0 here).
pub fn value(
    tournament: &Tournament,
    after_round: u8,
    tiebreak: TieBreak,
    player: PairingNumber,
) -> Value {
    Context::new(tournament, after_round.min(tournament.rounds_planned())).value(tiebreak, player)
}

/// What the tie-breaks of C.07 need, computed once.
struct Context<'t> {
    tournament: &'t Tournament,
    rounds: u8,
    /// Each player's score, in half-points.
    score: Vec<u64>,
    /// Each player's score as their opponents' Buchholz sees it (C.07
    /// 16.3: voluntary unplayed rounds after the last round the player
    /// took part in count as draws).
    adjusted: Vec<u64>,
}

impl<'t> Context<'t> {
    fn new(tournament: &'t Tournament, rounds: u8) -> Context<'t> {
        let scoring = tournament.scoring();
        let mut score = Vec::new();
        let mut adjusted = Vec::new();
        for player in tournament.numbers() {
            score.push(u64::from(tournament.score_after(player, rounds)));
            let last_taking_part = (1..=rounds)
                .rev()
                .find(|&r| !Self::voluntarily_unplayed(tournament, player, r))
                .unwrap_or(0);
            let mut sum = 0;
            for r in 1..=rounds {
                let game = tournament.game_or_absent(player, r);
                sum += if r <= last_taking_part || game.opponent.is_some() {
                    u64::from(scoring.points(game.result))
                } else {
                    u64::from(scoring.draw)
                };
            }
            adjusted.push(sum);
        }
        Context {
            tournament,
            rounds,
            score,
            adjusted,
        }
    }

    /// A round the player did not play and did not win either (a requested
    /// half or zero bye, a forfeit loss, an absence): C.07's voluntary
    /// unplayed round.
    fn voluntarily_unplayed(tournament: &Tournament, player: PairingNumber, round: u8) -> bool {
        let game = tournament.game_or_absent(player, round);
        let scoring = tournament.scoring();
        !game.result.is_played() && scoring.points(game.result) < scoring.win
    }

    /// The value each round contributes to the player's Buchholz: the
    /// opponent's adjusted score for a game played; for a round not played,
    /// the dummy opponent of C.07 16.4 (the player's own score, at most the
    /// forfeiting opponent's adjusted score, or at most a draw in every
    /// round when there was no opponent). With whether it is a voluntary
    /// unplayed round, which Cut-1 removes first.
    fn opponent_values(&self, player: PairingNumber) -> Vec<(u64, bool, u8)> {
        let t = self.tournament;
        let own = self.score[player.index()];
        let draw = u64::from(t.scoring().draw);
        (1..=self.rounds)
            .map(|r| {
                let game = t.game_or_absent(player, r);
                match game.opponent {
                    Some(opponent) if game.result.is_played() => {
                        (self.adjusted[opponent.index()], false, r)
                    }
                    Some(opponent) => (
                        own.min(self.adjusted[opponent.index()]),
                        Self::voluntarily_unplayed(t, player, r),
                        r,
                    ),
                    None => (
                        own.min(draw * u64::from(self.rounds)),
                        Self::voluntarily_unplayed(t, player, r),
                        r,
                    ),
                }
            })
            .collect()
    }

    fn value(&self, tiebreak: TieBreak, player: PairingNumber) -> Value {
        let t = self.tournament;
        let scoring = t.scoring();
        let half = |numerator: u64| Value {
            numerator,
            denominator: 2,
        };
        match tiebreak {
            TieBreak::DirectEncounter => half(0),
            TieBreak::Buchholz => half(self.opponent_values(player).iter().map(|v| v.0).sum()),
            TieBreak::BuchholzCut1 => {
                let values = self.opponent_values(player);
                // C.07 16.5: a voluntary unplayed round is cut before any
                // game; otherwise the lowest value.
                let cut = values
                    .iter()
                    .filter(|v| v.1)
                    .min_by_key(|v| v.0)
                    .or_else(|| values.iter().min_by_key(|v| v.0))
                    .map_or(0, |v| v.0);
                half(values.iter().map(|v| v.0).sum::<u64>() - cut)
            }
            TieBreak::SonnebornBerger => {
                let values = self.opponent_values(player);
                let sum: u64 = values
                    .iter()
                    .map(|&(value, _, r)| {
                        value * u64::from(scoring.points(t.game_or_absent(player, r).result))
                    })
                    .sum();
                // Half-points times half-points, read in points times the
                // fraction of a win scored.
                Value {
                    numerator: sum,
                    denominator: 2 * u64::from(scoring.win.max(1)),
                }
            }
            TieBreak::Wins => Value {
                numerator: (1..=self.rounds)
                    .filter(|&r| scoring.points(t.game_or_absent(player, r).result) >= scoring.win)
                    .count() as u64,
                denominator: 1,
            },
            TieBreak::SetPoints => half(
                (1..=self.rounds)
                    .filter_map(|r| t.game(player, r).and_then(|g| g.set_points))
                    .map(u64::from)
                    .sum(),
            ),
            TieBreak::StonesWon => Value {
                numerator: (1..=self.rounds)
                    .filter_map(|r| t.game(player, r).and_then(|g| g.stones))
                    .map(u64::from)
                    .sum(),
                denominator: 1,
            },
        }
    }

    /// C.07 6 (direct encounter), as a rank inside each group of players
    /// equal on score and on the tie-breaks before position `k`: 1 for the
    /// first, players DE leaves tied sharing the better rank (1, 2, 2, 4);
    /// 0 for the whole group when DE separates none of it (and for a player
    /// not tied).
    fn direct_encounter(&self, rows: &[Standing], k: usize) -> Vec<Value> {
        let mut values = vec![0u64; rows.len()];
        // The groups, in the order of their first player.
        let mut groups: Vec<Vec<usize>> = Vec::new();
        let mut group_of: HashMap<(u32, &[Value]), usize> = HashMap::new();
        for (j, row) in rows.iter().enumerate() {
            let key = (row.score, &row.tiebreaks[..k]);
            let g = *group_of.entry(key).or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
            groups[g].push(j);
        }
        for members in groups {
            let group: Vec<PairingNumber> = members.iter().map(|&j| rows[j].player).collect();
            let tiers = self.separate(&group);
            if tiers.len() < 2 {
                continue;
            }
            let row_of: HashMap<PairingNumber, usize> =
                members.iter().map(|&j| (rows[j].player, j)).collect();
            let mut rank = 1;
            for tier in &tiers {
                for player in tier {
                    values[row_of[player]] = rank;
                }
                rank += tier.len() as u64;
            }
        }
        values
            .into_iter()
            .map(|numerator| Value {
                numerator,
                denominator: 1,
            })
            .collect()
    }

    /// C.07 6 on one group of tied players: the group split into tiers,
    /// best first, the players of a tier still tied.
    fn separate(&self, group: &[PairingNumber]) -> Vec<Vec<PairingNumber>> {
        if group.len() < 2 {
            return vec![group.to_vec()];
        }
        let t = self.tournament;
        let scoring = t.scoring();
        // 6.1.1: only games played count (a forfeit is not an encounter);
        // 6.1.2: two players who met more than once add the average.
        let n = group.len();
        let index: HashMap<PairingNumber, usize> =
            group.iter().enumerate().map(|(a, &p)| (p, a)).collect();
        let mut sum = Vec::with_capacity(n);
        let mut best_possible = Vec::with_capacity(n);
        let mut all_met = true;
        for &player in group {
            // (opponent, points, games) against each one met in the group:
            // at most one entry a round.
            let mut met: Vec<(usize, u64, u64)> = Vec::new();
            for r in 1..=self.rounds {
                let game = t.game_or_absent(player, r);
                if !game.result.is_played() {
                    continue;
                }
                let Some(&b) = game.opponent.and_then(|o| index.get(&o)) else {
                    continue;
                };
                let points = u64::from(scoring.points(game.result));
                match met.iter_mut().find(|m| m.0 == b) {
                    Some(m) => {
                        m.1 += points;
                        m.2 += 1;
                    }
                    None => met.push((b, points, 1)),
                }
            }
            // Averages kept exact: the sum in units of 1/lcm of the numbers
            // of games against each one (they add up to at most the
            // rounds, so the lcm stays small), compared as fractions.
            let unit = met.iter().fold(1u64, |l, m| l / gcd(l, m.2) * m.2);
            let own: u64 = met.iter().map(|m| m.1 * (unit / m.2)).sum();
            let missing = (n - 1).saturating_sub(met.len()) as u64;
            all_met &= missing == 0;
            sum.push(Value {
                numerator: own,
                denominator: unit,
            });
            best_possible.push(Value {
                numerator: own + missing * u64::from(scoring.win) * unit,
                denominator: unit,
            });
        }
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&a, &b| sum[b].cmp(&sum[a]).then(group[a].cmp(&group[b])));
        let mut tiers: Vec<Vec<PairingNumber>> = Vec::new();
        if all_met {
            // 6.2: the sums rank the group; a sub-tie has article 6 applied
            // again to it alone.
            let mut start = 0;
            let mut sums = Vec::new();
            while start < n {
                let end = (start..n)
                    .find(|&e| sum[order[e]].cmp(&sum[order[start]]).is_ne())
                    .unwrap_or(n);
                sums.push(
                    order[start..end]
                        .iter()
                        .map(|&a| group[a])
                        .collect::<Vec<_>>(),
                );
                start = end;
            }
            if sums.len() == 1 {
                return sums;
            }
            for tier in sums {
                tiers.extend(self.separate(&tier));
            }
            return tiers;
        }
        // 6.3, in a Swiss: the tied players have not all met. The first
        // place goes to a player whose sum beats what any other could reach
        // if every missing game were theirs; then the second place the same
        // way, and so on; article 6 then applies again to those left.
        let mut left = order;
        while left.len() > 1 {
            let top = left[0];
            let others_best = left[1..].iter().map(|&a| best_possible[a]).max();
            if others_best.is_some_and(|best| sum[top] <= best) {
                break;
            }
            tiers.push(vec![group[top]]);
            left.remove(0);
        }
        if tiers.is_empty() {
            return vec![group.to_vec()];
        }
        let rest: Vec<PairingNumber> = left.iter().map(|&a| group[a]).collect();
        tiers.extend(self.separate(&rest));
        tiers
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

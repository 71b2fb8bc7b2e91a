//! The tournament's lists in the terminal: the pairing list (by table and
//! alphabetically), `--explain`, the standings with their tie-break
//! columns, the cross table, and the problems that keep a round from being
//! paired.

use std::fmt::Write;

use comfy_table::{Cell as TableCell, CellAlignment};

use crate::event::check::{EventCheck, Next};
use crate::event::folder::{Folder, Issue};
use crate::event::next_round::PairRefusal;
use crate::event::standings::{Cell, CrossTable, Entry, PairingList, Standings};
use crate::swiss::{Explanation, FloatDirection, GameResult, TieBreakWords};
use crate::words::{Label, Words};
use crate::words::{Message, Msg};

crate::messages! {
    /// The headings and lines of the event's lists in the terminal.
    pub enum EventText {
        PairingHead { round: u8, rounds: u8, tables: usize } = "event-pairing-head",
        /// The pairing-allocated bye: the player, "Name (number)".
        PairingBye { player: String } = "event-pairing-bye",
        RequestedBye { player: String } = "event-requested-bye",
        StandingsAfter { round: u8 } = "event-standings-after",
        /// `order`: the tie-breaks' headings, joined.
        TieBreakOrder { order: String } = "event-tie-break-order",
        CrossTableAfter { round: u8 } = "event-cross-table-after",
        /// A round's column heading in the cross table.
        RoundShort { round: u8 } = "event-round-short",
        /// More problems in `file` than are shown.
        IssuesMore { file: String, more: usize } = "event-issues-more",
        CheckHead { name: String, players: usize, rounds: u8, paired: u8 } = "event-check-head",
        /// A paired round: its tables, those complete, its bye's name.
        CheckRound { round: u8, tables: usize, complete: usize, bye: Option<String> } = "event-check-round",
        CheckPairedAsDutch { round: u8 } = "event-check-paired-as-dutch",
        CheckReady { round: u8 } = "event-check-ready",
        CheckProblems { problems: usize } = "event-check-problems",
        CodesHead { round: u8 } = "event-codes-head",
        /// The results of rounds 1 to `after` are not all in (the problems
        /// follow).
        NotAllIn { after: u8 } = "event-not-all-in",
    }
}

crate::messages! {
    /// `hakem pair --explain`: how the Dutch system paired the round.
    pub enum Explained {
        /// A score, "2½ points" (`halves`: the score in half-points).
        Points { points: String, halves: u32 } = "pair-explain-points",
        Group { points: Msg, players: String } = "pair-explain-group",
        MovedDown { players: String } = "pair-explain-moved-down",
        /// A floater and their score; `against`: the opponent's score
        /// (`None`: the bye).
        Float { who: String, direction: FloatDirection, score: Msg, against: Option<Msg> } = "pair-explain-float",
        /// A table: its players (white starts set 1), the score group it
        /// was made in, and the rule that gave the colours.
        Table { table: usize, white: String, black: String, group: Msg, score: String, colours: Msg } = "pair-explain-table",
    }
}

/// "1 point", "2½ points".
fn points_said(halves: u32) -> Msg {
    Explained::Points {
        points: points(halves),
        halves,
    }
    .into()
}

/// Half-points in the one number style of the lists: "2", "1½".
pub fn points(halves: u32) -> String {
    crate::words::points(f64::from(halves) / 2.0)
}

fn name(e: &Entry) -> String {
    format!("{} ({})", e.name, e.number)
}

fn club(e: &Entry) -> TableCell {
    TableCell::new(e.club.clone().unwrap_or_default())
}

fn right(s: impl Into<String>) -> TableCell {
    TableCell::new(s.into()).set_alignment(CellAlignment::Right)
}

/// The pairing list by table (with each player's club), then the byes.
pub fn pairing_text(list: &PairingList, rounds: u8, words: Words) -> String {
    let n = list.tables.len();
    let mut out = format!(
        "{}\n{}\n",
        list.event,
        words.say(&EventText::PairingHead {
            round: list.round,
            rounds,
            tables: n,
        })
    );
    let mut table = super::table::terminal(160);
    table.set_header(vec![
        right(words.t(Label::Table)),
        TableCell::new(words.say(&crate::event::standings::StarterHeading::set_one(list.grid))),
        TableCell::new(words.t(Label::Club)),
        right(words.t(Label::PointsShort)),
        right(words.t(Label::PointsShort)),
        TableCell::new(words.t(Label::SecondShort)),
        TableCell::new(words.t(Label::Club)),
    ]);
    for t in &list.tables {
        table.add_row(vec![
            right(t.table.to_string()),
            TableCell::new(name(&t.first)),
            club(&t.first),
            right(points(t.first.points)),
            right(points(t.second.points)),
            TableCell::new(name(&t.second)),
            club(&t.second),
        ]);
    }
    let _ = writeln!(out, "{table}");
    if let Some(bye) = &list.bye {
        let _ = writeln!(
            out,
            "{}",
            words.say(&EventText::PairingBye { player: name(bye) })
        );
    }
    for bye in &list.requested_byes {
        let _ = writeln!(
            out,
            "{}",
            words.say(&EventText::RequestedBye { player: name(bye) })
        );
    }
    out
}

/// The same round, every player by surname, with their table.
pub fn alphabetical_text(list: &PairingList, folder: &Folder, words: Words) -> String {
    let mut table = super::table::terminal(120);
    table.set_header(vec![
        TableCell::new(words.t(Label::Player)),
        TableCell::new(words.t(Label::Club)),
        right(words.t(Label::Table)),
        TableCell::new(words.t(Label::Starts)),
        TableCell::new(words.t(Label::Opponent)),
    ]);
    for line in list.alphabetical(folder) {
        table.add_row(vec![
            TableCell::new(name(&line.player)),
            club(&line.player),
            right(
                line.table
                    .map(|t| t.to_string())
                    .unwrap_or_else(|| words.t(Label::ByeTable).into()),
            ),
            TableCell::new(if line.starts { words.t(Label::Yes) } else { "" }),
            TableCell::new(line.opponent.as_ref().map(name).unwrap_or_default()),
        ]);
    }
    format!("{table}\n")
}

/// `--explain`: the score groups, the floaters and the reason for each
/// table, players named as in the lists.
pub fn explain_text(e: &Explanation, folder: &Folder, words: Words) -> String {
    let who = |n: crate::swiss::PairingNumber| {
        folder
            .event
            .by_number(n.get())
            .map(|p| format!("{} ({n})", p.full_name()))
            .unwrap_or_else(|| n.to_string())
    };
    let list = |v: &[crate::swiss::PairingNumber]| {
        v.iter().map(|&n| who(n)).collect::<Vec<_>>().join(", ")
    };
    let mut out = format!("{}\n", words.t(Label::ExplainGroups));
    for g in &e.score_groups {
        let group = words.say(&Explained::Group {
            points: points_said(g.score),
            players: list(&g.residents),
        });
        let _ = writeln!(out, "  {group}");
        if !g.moved_down.is_empty() {
            let moved = words.say(&Explained::MovedDown {
                players: list(&g.moved_down),
            });
            let _ = writeln!(out, "    {moved}");
        }
    }
    if e.floaters.is_empty() {
        let _ = writeln!(out, "{}", words.t(Label::ExplainFloatersNone));
    } else {
        let _ = writeln!(out, "{}", words.t(Label::ExplainFloaters));
        for f in &e.floaters {
            let line = words.say(&Explained::Float {
                who: who(f.player),
                direction: f.direction,
                score: points_said(f.score),
                against: f.opponent_score.map(points_said),
            });
            let _ = writeln!(out, "  {line}");
        }
    }
    let _ = writeln!(out, "{}", words.t(Label::ExplainTables));
    for (i, b) in e.boards.iter().enumerate() {
        let line = words.say(&Explained::Table {
            table: folder.event.table_number(i),
            white: who(b.board.white),
            black: who(b.board.black),
            group: points_said(b.group_score),
            score: points(b.group_score),
            colours: b.colours.msg(),
        });
        let _ = writeln!(out, "  {line}");
    }
    out
}

/// The standings: rank (shared ranks marked "="), player, club, points,
/// then one column per tie-break, and the legend of the tie-breaks.
pub fn standings_text(s: &Standings, words: Words) -> String {
    let mut out = format!(
        "{}\n{}\n",
        s.event,
        words.say(&EventText::StandingsAfter { round: s.after })
    );
    let mut table = super::table::terminal(160);
    let mut header = vec![
        right(words.t(Label::Rank)),
        TableCell::new(words.t(Label::Player)),
        TableCell::new(words.t(Label::Club)),
        right(words.t(Label::PointsShort)),
    ];
    header.extend(
        s.tie_breaks
            .iter()
            .map(|&t| right(words.say(&TieBreakWords::Heading { tie_break: t }))),
    );
    table.set_header(header);
    for row in &s.rows {
        let rank = if row.shared {
            format!("{}=", row.rank)
        } else {
            row.rank.to_string()
        };
        let mut cells = vec![
            right(rank),
            TableCell::new(name(&row.player)),
            club(&row.player),
            right(points(row.player.points)),
        ];
        cells.extend(row.values.iter().map(|&v| right(v.written())));
        table.add_row(cells);
    }
    let _ = writeln!(out, "{table}");
    out.push_str(&tie_break_legend(&s.tie_breaks, words));
    out
}

/// What each tie-break column means, one a line, and the order.
pub fn tie_break_legend(tie_breaks: &[crate::swiss::TieBreak], words: Words) -> String {
    let mut out = String::new();
    for &t in tie_breaks {
        let _ = writeln!(
            out,
            "{}",
            words.say(&TieBreakWords::Legend { tie_break: t })
        );
    }
    let order = tie_breaks
        .iter()
        .map(|&t| words.say(&TieBreakWords::Heading { tie_break: t }))
        .collect::<Vec<_>>()
        .join(", ");
    let _ = writeln!(out, "{}", words.say(&EventText::TieBreakOrder { order }));
    out
}

/// A cross-table cell: "+12s" is a win against the player on line 12,
/// having started set 1 ("+12b" in Turkish); "=" a draw, "-" a loss; "F"
/// a forfeit; "BYE" the pairing-allocated bye, "REQ" a requested one (with
/// its sign); "." absent.
pub fn cell_text(c: &Cell, words: Words) -> String {
    let sign = |r: GameResult| match r {
        GameResult::Win | GameResult::ForfeitWin | GameResult::FullBye => "+",
        GameResult::Draw | GameResult::HalfBye => "=",
        _ => "-",
    };
    match *c {
        Cell::Game {
            opponent,
            starts,
            result,
            decided,
        } => {
            let forfeit = matches!(result, GameResult::ForfeitWin | GameResult::ForfeitLoss);
            format!(
                "{}{opponent}{}{}",
                sign(result),
                if forfeit {
                    words.t(Label::CrossForfeitMark)
                } else if starts {
                    words.t(Label::CrossStartMark)
                } else {
                    ""
                },
                decided
                    .map(|m| words.say(&crate::event::decided::cross_mark(m)))
                    .unwrap_or_default()
            )
        }
        Cell::Unpaired(GameResult::PairingBye) => words.t(Label::CrossBye).into(),
        Cell::Unpaired(GameResult::Absent) => ".".into(),
        Cell::Unpaired(r) => format!("{}{}", sign(r), words.t(Label::CrossRequested)),
    }
}

/// The cross table in the terminal: line, player, points, a column a
/// round, and the legend of the cells. The club and the tie-breaks are in
/// the standings printed above it (and in the printed cross table,
/// landscape): here they would push the rounds past an 80-column terminal.
pub fn cross_table_text(c: &CrossTable, words: Words) -> String {
    let mut out = format!(
        "{}\n",
        words.say(&EventText::CrossTableAfter { round: c.after })
    );
    let mut table = super::table::terminal(200);
    let mut header = vec![
        right(words.t(Label::PairingNumber)),
        TableCell::new(words.t(Label::Player)),
        right(words.t(Label::PointsShort)),
    ];
    header.extend((1..=c.after).map(|round| right(words.say(&EventText::RoundShort { round }))));
    table.set_header(header);
    for (i, row) in c.rows.iter().enumerate() {
        let mut cells = vec![
            right((i + 1).to_string()),
            TableCell::new(row.player.name.clone()),
            right(points(row.player.points)),
        ];
        cells.extend(row.cells.iter().map(|cell| right(cell_text(cell, words))));
        table.add_row(cells);
    }
    let _ = writeln!(out, "{table}");
    let _ = writeln!(out, "{}", words.t(Label::CrossLegend));
    if c.marked() {
        let _ = writeln!(
            out,
            "{}",
            words.say(&crate::event::decided::DecidedSaid::CrossLegend)
        );
    }
    out
}

/// The problems, one a line, `file:line:col: message`.
/// The issues one a line; at most `SHOWN_PER_FILE` for one file (as for
/// the problems of any file), the rest of that file counted.
pub fn issues_text(issues: &[Issue], words: Words) -> String {
    use crate::text::diagnostic::SHOWN_PER_FILE;
    use std::collections::HashMap;
    let file = |i: &Issue| -> String {
        // `file:line:col` or the file alone: the file is before the line.
        let mut parts = i.place.rsplitn(3, ':');
        let (col, line, path) = (parts.next(), parts.next(), parts.next());
        match (col, line, path) {
            (Some(c), Some(l), Some(p))
                if c.bytes().all(|b| b.is_ascii_digit())
                    && l.bytes().all(|b| b.is_ascii_digit()) =>
            {
                p.to_string()
            }
            _ => i.place.clone(),
        }
    };
    let mut shown: HashMap<String, usize> = HashMap::new();
    let mut order: Vec<String> = Vec::new();
    let mut out = String::new();
    for i in issues {
        let f = file(i);
        let n = shown.entry(f.clone()).or_insert_with(|| {
            order.push(f.clone());
            0
        });
        *n += 1;
        if *n <= SHOWN_PER_FILE {
            out.push_str(&format!("  {}\n", i.text_in(words)));
        }
    }
    for f in order {
        let n = shown[&f];
        if n > SHOWN_PER_FILE {
            let more = n - SHOWN_PER_FILE;
            let _ = writeln!(
                out,
                "  {}",
                words.say(&EventText::IssuesMore { file: f, more })
            );
        }
    }
    out
}

/// `hakem event check` in the terminal: the event, each round's tables,
/// the pairings checked, then what comes next or the problems.
pub fn check_text(c: &EventCheck, folder: &Folder, words: Words) -> String {
    let mut out = words.say(&EventText::CheckHead {
        name: c.name.clone(),
        players: c.players,
        rounds: c.rounds,
        paired: c.paired,
    });
    out.push('\n');
    for r in &c.round_checks {
        let bye = r
            .bye
            .as_deref()
            .and_then(|id| folder.event.player(id))
            .map(|p| p.full_name());
        let _ = writeln!(
            out,
            "{}",
            words.say(&EventText::CheckRound {
                round: r.round,
                tables: r.tables,
                complete: r.complete,
                bye,
            })
        );
    }
    for r in &c.round_checks {
        if r.paired_as_dutch == Some(true) {
            let _ = writeln!(
                out,
                "{}",
                words.say(&EventText::CheckPairedAsDutch { round: r.round })
            );
        }
    }
    if !c.notes.is_empty() {
        let _ = write!(
            out,
            "{}\n{}",
            words.t(Label::CheckNotes),
            issues_text(&c.notes, words)
        );
    }
    match c.next {
        Next::Finished => {
            let _ = writeln!(out, "{}", words.t(Label::CheckFinished));
        }
        Next::Lot => {
            let _ = writeln!(out, "{}", words.t(Label::CheckLot));
        }
        Next::Pair(n) => {
            let _ = writeln!(out, "{}", words.say(&EventText::CheckReady { round: n }));
        }
        Next::Blocked => {
            let _ = write!(
                out,
                "{}\n{}",
                words.say(&EventText::CheckProblems {
                    problems: c.problems.len()
                }),
                issues_text(&c.problems, words)
            );
        }
    }
    out
}

/// A round's table codes for the arbiter: a line per table with its
/// players.
pub fn codes_text(
    codes: &crate::event::codes::Codes,
    manifest: &crate::event::folder::Manifest,
    folder: &Folder,
    words: Words,
) -> String {
    let name = |id: &str| {
        folder
            .event
            .player(id)
            .map(|p| p.full_name())
            .unwrap_or_else(|| id.to_string())
    };
    let mut out = words.say(&EventText::CodesHead { round: codes.round });
    out.push('\n');
    for (i, [a, b]) in manifest.tables.iter().enumerate() {
        let code = codes.at(i).unwrap_or("");
        let table = folder.event.table_number(i);
        let _ = writeln!(out, "{table:>4}  {code}  {} – {}", name(a), name(b));
    }
    out
}

/// The same as JSON: `{"round": N, "tables": [{"table": 1, "code": "...",
/// "first": id, "second": id}, ...]}`.
pub fn codes_json(
    codes: &crate::event::codes::Codes,
    manifest: &crate::event::folder::Manifest,
    first_table: usize,
) -> String {
    let tables: Vec<serde_json::Value> = manifest
        .tables
        .iter()
        .enumerate()
        .map(|(i, [a, b])| {
            serde_json::json!({
                "table": first_table + i,
                "code": codes.at(i),
                "first": a,
                "second": b,
            })
        })
        .collect();
    let mut text = serde_json::to_string_pretty(&serde_json::json!({
        "round": codes.round,
        "tables": tables,
    }))
    .unwrap_or_default();
    text.push('\n');
    text
}

/// Why a round may not be paired, as `hakem pair` says it: the reason,
/// then the records that hold moves or the problems that keep the rounds
/// before it from being complete.
pub fn pair_refusal_text(refusal: &PairRefusal, words: Words) -> String {
    let head = words.say(&refusal.message());
    match refusal {
        PairRefusal::HoldsMoves { records, .. } => {
            let played: Vec<String> = records
                .iter()
                .map(|path| format!("  {}\n", path.display()))
                .collect();
            format!("{head}\n{}", played.concat())
        }
        PairRefusal::ResultsMissing { issues, .. } => {
            format!("{head}\n{}", issues_text(issues, words))
        }
        _ => head,
    }
}

/// "the results of rounds 1 to 3 are not all in:" and the list of what
/// keeps them from being complete.
pub fn not_all_in_text(after: u8, issues: &[Issue], words: Words) -> String {
    format!(
        "{}\n{}",
        words.say(&EventText::NotAllIn { after }),
        issues_text(issues, words)
    )
}

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
use crate::swiss::{Explanation, FloatDirection, GameResult};
use crate::words::{Label, Words};

/// "1 point", "2.5 points".
fn points_label(halves: u32) -> String {
    let n = points(halves);
    if halves == 2 {
        format!("{n} point")
    } else {
        format!("{n} points")
    }
}

/// Half-points as a referee writes points: "2", "1.5".
pub fn points(halves: u32) -> String {
    if halves.is_multiple_of(2) {
        format!("{}", halves / 2)
    } else {
        format!("{}.5", halves / 2)
    }
}

fn name(e: &Entry) -> String {
    format!("{} ({})", e.name, e.number)
}

fn right(s: impl Into<String>) -> TableCell {
    TableCell::new(s.into()).set_alignment(CellAlignment::Right)
}

/// The pairing list by table, then the byes.
pub fn pairing_text(list: &PairingList, rounds: u8) -> String {
    let mut out = format!(
        "{}\nRound {} of {rounds}: {} {}\n",
        list.event,
        list.round,
        list.tables.len(),
        if list.tables.len() == 1 {
            "table"
        } else {
            "tables"
        }
    );
    let mut table = super::table::terminal(120);
    table.set_header(vec![
        right("Table"),
        TableCell::new("Starts set 1"),
        right("Pts"),
        right("Pts"),
        TableCell::new("Second"),
    ]);
    for t in &list.tables {
        table.add_row(vec![
            right(t.table.to_string()),
            TableCell::new(name(&t.first)),
            right(points(t.first.points)),
            right(points(t.second.points)),
            TableCell::new(name(&t.second)),
        ]);
    }
    let _ = writeln!(out, "{table}");
    if let Some(bye) = &list.bye {
        let _ = writeln!(out, "Bye (allocated by the pairing): {}", name(bye));
    }
    for bye in &list.requested_byes {
        let _ = writeln!(out, "Bye (requested): {}", name(bye));
    }
    out
}

/// The same round, every player by surname, with their table.
pub fn alphabetical_text(list: &PairingList, folder: &Folder) -> String {
    let mut table = super::table::terminal(120);
    table.set_header(vec![
        TableCell::new("Player"),
        right("Table"),
        TableCell::new("Starts"),
        TableCell::new("Opponent"),
    ]);
    for line in list.alphabetical(folder) {
        table.add_row(vec![
            TableCell::new(name(&line.player)),
            right(
                line.table
                    .map(|t| t.to_string())
                    .unwrap_or_else(|| "bye".into()),
            ),
            TableCell::new(if line.starts { "yes" } else { "" }),
            TableCell::new(line.opponent.as_ref().map(name).unwrap_or_default()),
        ]);
    }
    format!("{table}\n")
}

/// `--explain`: the score groups, the floaters and the reason for each
/// table, players named as in the lists.
pub fn explain_text(e: &Explanation, folder: &Folder) -> String {
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
    let mut out = String::from("Score groups, from the top:\n");
    for g in &e.score_groups {
        let _ = writeln!(out, "  {}: {}", points_label(g.score), list(&g.residents));
        if !g.moved_down.is_empty() {
            let _ = writeln!(out, "    moved down into it: {}", list(&g.moved_down));
        }
    }
    if e.floaters.is_empty() {
        out.push_str("Floaters: none\n");
    } else {
        out.push_str("Floaters:\n");
        for f in &e.floaters {
            let dir = match f.direction {
                FloatDirection::Down => "down",
                FloatDirection::Up => "up",
            };
            let against = f
                .opponent_score
                .map(|s| format!("against {}", points_label(s)))
                .unwrap_or_else(|| "to the bye".into());
            let _ = writeln!(
                out,
                "  {} floats {dir}: {}, {against}",
                who(f.player),
                points_label(f.score)
            );
        }
    }
    out.push_str("Tables:\n");
    for (i, b) in e.boards.iter().enumerate() {
        let _ = writeln!(
            out,
            "  {}. {} - {} (group of {}): {}",
            i + 1,
            who(b.board.white),
            who(b.board.black),
            points_label(b.group_score),
            b.why
        );
    }
    out
}

/// The standings: rank (shared ranks marked "="), player, club, points,
/// then one column per tie-break.
pub fn standings_text(s: &Standings) -> String {
    let mut out = format!("{}\nStandings after round {}\n", s.event, s.after);
    let mut table = super::table::terminal(160);
    let mut header = vec![
        right("Rank"),
        TableCell::new("Player"),
        TableCell::new("Club"),
        right("Pts"),
    ];
    header.extend(s.tie_breaks.iter().map(|t| right(t.code())));
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
            TableCell::new(row.player.club.clone().unwrap_or_default()),
            right(points(row.player.points)),
        ];
        cells.extend(row.values.iter().map(|v| right(v.to_string())));
        table.add_row(cells);
    }
    let _ = writeln!(out, "{table}");
    out
}

/// A cross-table cell: "+12s" is a win against the player on line 12,
/// having started set 1; "=" a draw, "-" a loss; "F" a forfeit; "BYE" the
/// pairing-allocated bye, "REQ" a requested one (with its sign); "." absent.
pub fn cell_text(c: &Cell) -> String {
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
        } => {
            let forfeit = matches!(result, GameResult::ForfeitWin | GameResult::ForfeitLoss);
            format!(
                "{}{opponent}{}",
                sign(result),
                if forfeit {
                    "F"
                } else if starts {
                    "s"
                } else {
                    ""
                }
            )
        }
        Cell::Unpaired(GameResult::PairingBye) => "BYE".into(),
        Cell::Unpaired(GameResult::Absent) => ".".into(),
        Cell::Unpaired(r) => format!("{}REQ", sign(r)),
    }
}

pub fn cross_table_text(c: &CrossTable) -> String {
    let mut out = format!("Cross table after round {}\n", c.after);
    let mut table = super::table::terminal(200);
    let mut header = vec![right("No"), TableCell::new("Player"), right("Pts")];
    header.extend((1..=c.after).map(|r| right(format!("R{r}"))));
    table.set_header(header);
    for (i, row) in c.rows.iter().enumerate() {
        let mut cells = vec![
            right((i + 1).to_string()),
            TableCell::new(row.player.name.clone()),
            right(points(row.player.points)),
        ];
        cells.extend(row.cells.iter().map(|cell| right(cell_text(cell))));
        table.add_row(cells);
    }
    let _ = writeln!(out, "{table}");
    out.push_str(
        "+12s: won against the player on line 12, having started set 1; = drawn, - lost;\n\
         F: by forfeit; BYE: the pairing-allocated bye; REQ: a requested bye; .: not paired\n",
    );
    out
}

/// The problems, one a line, `file:line:col: message`.
/// The issues one a line; at most `SHOWN_PER_FILE` for one file (as for
/// the problems of any file), the rest of that file counted.
pub fn issues_text(issues: &[Issue]) -> String {
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
            out.push_str(&format!("  {i}\n"));
        }
    }
    for f in order {
        let n = shown[&f];
        if n > SHOWN_PER_FILE {
            let more = n - SHOWN_PER_FILE;
            out.push_str(&format!(
                "  {f}: and {more} more {} in this file\n",
                if more == 1 { "problem" } else { "problems" }
            ));
        }
    }
    out
}

/// `hakem event check` in the terminal: the event, each round's tables,
/// the pairings checked, then what comes next or the problems.
pub fn check_text(c: &EventCheck, folder: &Folder) -> String {
    let mut out = format!(
        "{}: {} players, {} rounds, {} paired\n",
        c.name, c.players, c.rounds, c.paired
    );
    for r in &c.round_checks {
        let _ = writeln!(
            out,
            "round {}: {} {}, {} complete{}",
            r.round,
            r.tables,
            if r.tables == 1 { "table" } else { "tables" },
            r.complete,
            r.bye
                .as_deref()
                .and_then(|id| folder.event.player(id))
                .map(|p| format!(", bye: {}", p.full_name()))
                .unwrap_or_default()
        );
    }
    for r in &c.round_checks {
        if r.paired_as_dutch == Some(true) {
            let _ = writeln!(
                out,
                "round {}: paired as the Dutch system pairs it",
                r.round
            );
        }
    }
    if !c.notes.is_empty() {
        let _ = write!(out, "notes:\n{}", issues_text(&c.notes));
    }
    match c.next {
        Next::Finished => out.push_str("every round is complete: the final standings stand\n"),
        Next::Lot => {
            out.push_str("ready; round 1 is paired once the technical meeting's `lot` is written\n")
        }
        Next::Pair(n) => {
            let _ = writeln!(out, "ready to pair round {n}");
        }
        Next::Blocked => {
            let n = c.problems.len();
            let _ = write!(
                out,
                "{n} {}:\n{}",
                if n == 1 { "problem" } else { "problems" },
                issues_text(&c.problems)
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
    let mut out = words.fill(Label::TableCodesOfRound, &[&codes.round.to_string()]);
    out.push('\n');
    for (i, [a, b]) in manifest.tables.iter().enumerate() {
        let code = codes.of(i + 1).unwrap_or("");
        let _ = writeln!(out, "{:>4}  {code}  {} – {}", i + 1, name(a), name(b));
    }
    out
}

/// The same as JSON: `{"round": N, "tables": [{"table": 1, "code": "...",
/// "first": id, "second": id}, ...]}`.
pub fn codes_json(
    codes: &crate::event::codes::Codes,
    manifest: &crate::event::folder::Manifest,
) -> String {
    let tables: Vec<serde_json::Value> = manifest
        .tables
        .iter()
        .enumerate()
        .map(|(i, [a, b])| {
            serde_json::json!({
                "table": i + 1,
                "code": codes.of(i + 1),
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

/// Why a round may not be paired, as `hakem pair` says it.
pub fn pair_refusal_text(refusal: &PairRefusal) -> String {
    match refusal {
        PairRefusal::AllPaired { rounds } => format!("all {rounds} rounds of the event are paired"),
        PairRefusal::NotARound { round, rounds } => {
            format!("round {round} is not one of the event's {rounds} rounds")
        }
        PairRefusal::BeforeEarlier { round, next } => {
            format!("round {round} cannot be paired before round {next}")
        }
        PairRefusal::PairedAfter { round, paired } => {
            format!("round {round} cannot be paired again: round {paired} was paired after it")
        }
        PairRefusal::HoldsMoves { round, records } => {
            let played: Vec<String> = records
                .iter()
                .map(|path| format!("  {}\n", path.display()))
                .collect();
            format!(
                "round {round} cannot be paired again: these records hold moves\n{}",
                played.concat()
            )
        }
        PairRefusal::ResultsMissing { round, issues } => format!(
            "round {round} cannot be paired until every result before it is in:\n{}",
            issues_text(issues)
        ),
        PairRefusal::NoLot { event_file } => format!(
            "round 1 is paired by the technical meeting's lot: write `lot = \"starts\"` (the first-ranked player starts set 1) or `lot = \"second\"` in {}",
            event_file.display()
        ),
        PairRefusal::Pairing(e) => e.to_string(),
    }
}

//! Writing a tournament as a TRF: the header lines, one `001` line per
//! player with its score and rank and every round recorded, and hakem's
//! `HSP` lines for set points and stones.

use std::fmt::Write as _;

use super::{BirthDate, Header, Sex};
use crate::swiss::tournament::{Colour, GameResult, Scoring, Tournament};

/// Line 092, the type of tournament: every event hakem pairs is an
/// individual Swiss of the FIDE Dutch system.
pub const TOURNAMENT_TYPE: &str = "Individual: Swiss-System (FIDE Dutch)";

/// A text field as the TRF can hold it: one line, its fields at fixed
/// columns, and no escape. A control character (a line break that would
/// start a line of its own, a tab that would shift the columns) becomes a
/// space; `event.toml` and `hakem live` refuse them in names already.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// Writes the tournament as a TRF with no more header than the tournament
/// holds and the rank column blank (see [`write_report`]).
pub fn write(tournament: &Tournament) -> String {
    write_report(tournament, &Header::default(), &[])
}

/// Writes the tournament as a TRF: the header lines (`012` the name, `022`
/// to `052` and `102` to `122` from `header` where it has them, `062` and
/// `072` the players and the rated ones, `082` the teams, `092` the type),
/// `XXR` and `XXC`, one `001` line per player with its sex (column 10)
/// and every round recorded and `ranks[n]` the rank of pairing number
/// `n + 1` (columns 86-89; blank past the end of `ranks`), one `013` line
/// per team of `header.players`, hakem's `HCA` lines for the categories
/// and `HSP` lines for set points and stones.
pub fn write_report(tournament: &Tournament, header: &Header, ranks: &[usize]) -> String {
    let mut out = String::new();
    let scoring = tournament.scoring();
    let text = |out: &mut String, code: &str, value: Option<&str>| {
        if let Some(v) = value.map(one_line).filter(|v| !v.trim().is_empty()) {
            let _ = writeln!(out, "{code} {v}");
        }
    };
    let date = |d: Option<chrono::NaiveDate>| d.map(|d| d.format("%Y/%m/%d").to_string());
    text(&mut out, "012", Some(tournament.name()));
    text(&mut out, "022", header.city.as_deref());
    text(&mut out, "032", header.federation.as_deref());
    text(&mut out, "042", date(header.start).as_deref());
    text(&mut out, "052", date(header.end).as_deref());
    let rated = tournament
        .players()
        .iter()
        .filter(|p| p.rating.is_some_and(|r| r > 0))
        .count();
    let _ = writeln!(out, "062 {}", tournament.players().len());
    let _ = writeln!(out, "072 {rated}");
    // Teams in the order of their first player's pairing number; a name
    // past column 36 is cut.
    let mut teams: Vec<(String, Vec<usize>)> = Vec::new();
    for (index, fields) in header.players.iter().enumerate() {
        let Some(team) = fields.team.as_deref() else {
            continue;
        };
        let team: String = one_line(team).trim().chars().take(32).collect();
        let team = team.trim_end().to_string();
        if team.is_empty() || index >= tournament.players().len() {
            continue;
        }
        match teams.iter_mut().find(|t| t.0 == team) {
            Some(t) => t.1.push(index + 1),
            None => teams.push((team, vec![index + 1])),
        }
    }
    let _ = writeln!(out, "082 {}", teams.len());
    let _ = writeln!(out, "092 {TOURNAMENT_TYPE}");
    text(&mut out, "102", header.chief_arbiter.as_deref());
    for deputy in &header.deputies {
        text(&mut out, "112", Some(deputy));
    }
    text(&mut out, "122", header.time_control.as_deref());
    let _ = writeln!(out, "XXR {}", tournament.rounds_planned());
    let _ = writeln!(
        out,
        "XXC {}",
        if tournament.initial_colour() == Colour::White {
            "white1"
        } else {
            "black1"
        }
    );
    let points = |h: u32| format!("{}.{}", h / 2, if h % 2 == 1 { 5 } else { 0 });
    if *scoring != Scoring::default() {
        let _ = writeln!(out, "BBW {}", points(scoring.win));
        let _ = writeln!(out, "BBD {}", points(scoring.draw));
        let _ = writeln!(out, "BBL {}", points(scoring.loss));
        let _ = writeln!(out, "BBZ {}", points(scoring.zero_bye));
        let _ = writeln!(out, "BBF {}", points(scoring.forfeit_win));
        let _ = writeln!(out, "BBU {}", points(scoring.pairing_bye));
    }
    let last = tournament.last_recorded_round().max(
        (1..=tournament.rounds_planned())
            .rev()
            .find(|&r| {
                tournament
                    .numbers()
                    .any(|p| tournament.game(p, r).is_some())
            })
            .unwrap_or(0),
    );
    let paired = tournament.last_recorded_round();
    let mut extras = String::new();
    for number in tournament.numbers() {
        let entrant = &tournament.players()[number.index()];
        let name: String = one_line(&entrant.name).chars().take(33).collect();
        let rating = entrant.rating.map_or(String::new(), |r| r.to_string());
        let score = tournament.score_after(number, last);
        let rank = ranks
            .get(number.index())
            .map_or(String::new(), |r| r.to_string());
        let fields = header.players.get(number.index());
        let sex = match fields.and_then(|p| p.sex) {
            Some(Sex::Female) => 'w',
            Some(Sex::Male) => 'm',
            None => ' ',
        };
        let born = fields
            .and_then(|p| p.born)
            .map_or(String::new(), BirthDate::written);
        // Federation (54-56) and FIDE id (58-68) blank; born from 70.
        let mut line = format!(
            "001 {:>4} {sex}    {:<33} {:>4}{:16} {:<10} {:>4} {:>4}",
            number.get(),
            name,
            rating,
            "",
            born,
            points(score),
            rank
        );
        // Rounds from column 92.
        while line.chars().count() < 91 {
            line.push(' ');
        }
        let mut extra = String::new();
        for round in 1..=last {
            // In a paired round nothing recorded is an absence (`0000 -`);
            // after it (requested byes entered ahead of the pairing) it is an
            // empty cell: the player is still to be paired.
            let game = match tournament.game(number, round) {
                Some(&game) => game,
                None if round <= paired => tournament.game_or_absent(number, round),
                None => {
                    line.push_str(&" ".repeat(10));
                    continue;
                }
            };
            let opponent = game
                .opponent
                .map_or("0000".to_string(), |o| format!("{:>4}", o.get()));
            let colour = match game.colour {
                Some(Colour::White) => 'w',
                Some(Colour::Black) => 'b',
                None => '-',
            };
            let code = match game.result {
                GameResult::Win => '1',
                GameResult::Draw => '=',
                GameResult::Loss => '0',
                GameResult::ForfeitWin => '+',
                GameResult::ForfeitLoss => '-',
                GameResult::PairingBye => 'U',
                GameResult::FullBye => 'F',
                GameResult::HalfBye => 'H',
                GameResult::ZeroBye => 'Z',
                GameResult::Absent => ' ',
            };
            let _ = write!(line, "{opponent} {colour} {code}  ");
            if game.set_points.is_some() || game.stones.is_some() {
                let v = |x: Option<u32>| x.map_or("-".to_string(), |x| x.to_string());
                let _ = write!(extra, " {round}:{}/{}", v(game.set_points), v(game.stones));
            }
        }
        let _ = writeln!(out, "{}", line.trim_end());
        if !extra.is_empty() {
            let _ = writeln!(extras, "HSP {:04}{extra}", number.get());
        }
    }
    for (team, numbers) in &teams {
        let numbers: Vec<String> = numbers.iter().map(|n| format!("{n:>4}")).collect();
        let _ = writeln!(out, "013 {team:<32}{}", numbers.join(" "));
    }
    for (index, fields) in header.players.iter().enumerate() {
        let category = fields.category.as_deref().map(one_line);
        if let Some(category) = category.filter(|c| !c.trim().is_empty())
            && index < tournament.players().len()
        {
            let _ = writeln!(out, "HCA {:04} {}", index + 1, category.trim());
        }
    }
    out.push_str(&extras);
    out
}

//! The FIDE Tournament Report File (TRF, the 2016 layout kept by the 2026
//! revision), as the pairing engines read it.
//!
//! Read: the player lines (`001`), their round cells (opponent, colour,
//! result), the number of rounds (`XXR`, or `142` of TRF-2026), the initial
//! colour (`XXC white1`/`black1`, or `152 W`/`B`), the tournament name
//! (`012`) and the points of a win, draw and loss (`BBW`, `BBD`, `BBL`, ...;
//! default 1, ½, 0); with [`read_with_header`], the event's other header
//! lines ([`Header`]: `022` city, `032` federation, `042`/`052` dates,
//! `102` chief arbiter, `112` deputies, `122` time control) and what it
//! says of each player ([`PlayerFields`]: the sex in column 10 of `001`,
//! the team of a `013` line, the category of an `HCA` line). Other lines
//! are ignored. The score (columns 81-84) and the rank (86-89) of a player
//! line are checked to be numbers and not kept: hakem counts them again.
//!
//! The columns count characters, as a program reading UTF-8 text counts
//! them; a file in a one-byte encoding (Windows-1254, [`cp1254`]) is
//! decoded first, where a byte is a character.
//!
//! Set points and stones, which FIDE's format has no place for, are written
//! in hakem's own extension line, one per player with any:
//!
//! ```text
//! HSP 0007 1:4/31 2:2/24 3:3/40
//! ```
//!
//! `HSP`, the pairing number (4 digits), then for each round with values
//! `round:set_points/stones`, set points in half-points (`4` is two set
//! points); either value may be `-` when not known. Programs that do not
//! know the line skip it, as the TRF says of unknown codes.
//!
//! A player's category, which TRF-16 has no field for (columns 11-13 are
//! the FIDE title, and hold 3 letters), is in hakem's line `HCA`, one per
//! player with one: `HCA 0007 ortaokul`, the pairing number (4 digits) and
//! the category to the end of the line.

pub mod cp1254;
mod write;

pub use write::{TOURNAMENT_TYPE, write, write_report};

use chrono::{Datelike, NaiveDate};

use crate::text::diagnostic::{Diagnostics, Problem, Source};
use crate::words::{Msg, Words};

use super::tournament::{Colour, Entrant, GameResult, PairingNumber, Scoring, Tournament};

/// What a TRF's header says of the event besides its name, rounds and
/// scoring: what `hakem event export-trf` writes from `event.toml` and
/// `import-trf` reads back into it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Header {
    /// `022`: the city (the event's `site`).
    pub city: Option<String>,
    /// `032`: the federation, as written (`TUR`).
    pub federation: Option<String>,
    /// `042`, `052`: the first and last day (`2026/12/12`).
    pub start: Option<NaiveDate>,
    pub end: Option<NaiveDate>,
    /// `102`: the chief arbiter.
    pub chief_arbiter: Option<String>,
    /// `112`, one line each: the deputy chief arbiters.
    pub deputies: Vec<String>,
    /// `122`: the time control, as written.
    pub time_control: Option<String>,
    /// What the file says of each player besides the name and rating, by
    /// pairing number (index 0 is number 1; a player past the end has
    /// nothing): the sex (column 10 of `001`), the category (`HCA`) and
    /// the team (`013`).
    pub players: Vec<PlayerFields>,
}

/// A player's sex, as the TRF writes it in column 10 of `001`: `w` (or
/// `f`) and `m`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sex {
    Female,
    Male,
}

/// A player's birth date, columns 70-79 of `001` (`YYYY/MM/DD`): a whole
/// date, or a year alone (`YYYY/00/00`, or the year by itself).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BirthDate {
    Year(u16),
    Date(NaiveDate),
}

/// The birth years read and written: those `event.toml` takes.
pub const BIRTH_YEARS: std::ops::RangeInclusive<u16> = 1900..=2100;

impl BirthDate {
    pub fn year(self) -> u16 {
        match self {
            BirthDate::Year(y) => y,
            BirthDate::Date(d) => u16::try_from(d.year()).unwrap_or(0),
        }
    }

    /// As columns 70-79 write it: `2013/04/09`, or `2013/00/00` for a
    /// year alone.
    pub fn written(self) -> String {
        match self {
            BirthDate::Year(y) => format!("{y:04}/00/00"),
            BirthDate::Date(d) => d.format("%Y/%m/%d").to_string(),
        }
    }
}

/// What the TRF carries of a player for the event besides the pairing:
/// see [`Header::players`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayerFields {
    pub sex: Option<Sex>,
    /// Columns 70-79 of `001`.
    pub born: Option<BirthDate>,
    /// hakem's `HCA` line: the category, any length.
    pub category: Option<String>,
    /// The team of the `013` line naming the player.
    pub team: Option<String>,
}

impl Header {
    /// The fields of pairing number `number` (from 1), growing the list.
    fn player_mut(&mut self, number: usize) -> &mut PlayerFields {
        if self.players.len() < number {
            self.players.resize(number, PlayerFields::default());
        }
        &mut self.players[number - 1]
    }
}

/// A problem in a TRF, at a line and column (both from 1).
#[derive(Debug, Clone, PartialEq)]
pub struct TrfError {
    pub line: usize,
    pub column: usize,
    pub message: Msg,
}

/// In English, as tests and logs read it.
impl std::fmt::Display for TrfError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}: {}",
            self.line,
            self.column,
            Words::english().say(&self.message)
        )
    }
}

crate::messages! {
    /// What is wrong in a TRF (located by [`TrfError`]).
    pub enum TrfProblem {
        ControlCharacter { code: String } = "trf-control-character",
        PlayerLineIndented { column: usize } = "trf-player-line-indented",
        Rounds { max: u8 } = "trf-rounds",
        Points = "trf-points",
        NoPlayers = "trf-no-players",
        NumberGap { number: usize, expected: usize } = "trf-number-gap",
        NoOpponent { opponent: PairingNumber } = "trf-no-opponent",
        OpponentDisagrees { opponent: PairingNumber, round: u8, number: usize } = "trf-opponent-disagrees",
        SameColour { number: usize, opponent: PairingNumber, round: u8 } = "trf-same-colour",
        NoPlayer { number: usize } = "trf-no-player",
        PairingNumber { max: usize } = "trf-pairing-number",
        Rating = "trf-rating",
        /// Columns 81-84 (the score) or 86-89 (the rank) hold something
        /// other than a number, as written.
        Score { found: String } = "trf-score",
        Rank { found: String } = "trf-rank",
        /// A column a player line keeps blank holds `found`: the fields
        /// after it are shifted (a number too wide, or a name counted in
        /// bytes).
        Misaligned { column: usize, found: String } = "trf-misaligned",
        /// Round `round`'s cell has `found` in its column `column`, which is
        /// blank in a cell (`  21 w 1  `).
        CellMisaligned { round: usize, column: usize, found: String, cell: String } = "trf-cell-misaligned",
        /// A date of `042`/`052` not understood, as written.
        Date { found: String } = "trf-date",
        OpponentNumber { round: usize } = "trf-opponent-number",
        /// A colour other than w, b or -, as written.
        Colour { round: usize, colour: String } = "trf-colour",
        /// A result code that does not fit a game (`game`) or a round
        /// without opponent, as written.
        Result { round: usize, result: String, game: bool } = "trf-result",
        NoColour { round: usize } = "trf-no-colour",
        /// An `HSP` line without its pairing number.
        ExtrasNumber = "trf-extras-number",
        /// An `HSP` entry not understood, as written.
        Extra { found: String } = "trf-extra",
        ExtraRound { found: String, round: usize, max: u8 } = "trf-extra-round",
        ExtraTooLarge { found: String, max: u32 } = "trf-extra-too-large",
        /// Column 10 of a player line holds `found`, not a sex (`w`, `f`,
        /// `m` or blank).
        Sex { found: String } = "trf-sex",
        /// Columns 70-79 of a player line hold `found`, not a birth date
        /// (`YYYY/MM/DD`, `YYYY/00/00`, a year alone, or blank).
        BirthDate { found: String } = "trf-birth-date",
        /// A `013` team line's player numbers: `found` is not one.
        TeamNumber { found: String } = "trf-team-number",
    }
}

impl std::error::Error for TrfError {}

/// A problem of `read` as a located diagnostic of `source` (the text read),
/// for the caret under the column (`hakem event import-trf`).
pub fn diagnostics(source: &std::sync::Arc<Source>, e: &TrfError) -> Diagnostics {
    // Back from line and column (in characters) to a byte offset.
    let line_start = source
        .text
        .split_inclusive('\n')
        .take(e.line.saturating_sub(1))
        .map(str::len)
        .sum::<usize>();
    let line = source.text[line_start..].split('\n').next().unwrap_or("");
    let offset = line_start
        + line
            .char_indices()
            .nth(e.column.saturating_sub(1))
            .map_or(line.len(), |(i, _)| i);
    Diagnostics::new(
        source.clone(),
        vec![Problem::new(offset..offset + 1, e.message.clone())],
    )
}

fn error(line: usize, column: usize, message: impl Into<Msg>) -> TrfError {
    TrfError {
        line,
        column,
        message: message.into(),
    }
}

/// Column (from 1) where round `r`'s cell starts on a player line.
fn round_column(round: usize) -> usize {
    92 + (round - 1) * 10
}

/// Set points and stones of one `HSP` entry: (line, player, round, set
/// points, stones).
type Extra = (usize, usize, usize, Option<u32>, Option<u32>);

/// One round cell as read, before the games are put together.
#[derive(Debug, Clone, Copy)]
struct Cell {
    opponent: Option<PairingNumber>,
    colour: Option<Colour>,
    result: GameResult,
    line: usize,
    /// An empty cell: in a paired round the player was absent; in a round
    /// not yet paired (requested byes entered ahead) the player is still to
    /// be paired, unlike `0000 -`, an absence recorded.
    blank: bool,
}

/// Reads a TRF. Every problem is located; the first one is returned.
pub fn read(text: &str) -> Result<Tournament, TrfError> {
    read_with_header(text).map(|(t, _)| t)
}

/// Reads a TRF and the header lines of [`Header`].
pub fn read_with_header(text: &str) -> Result<(Tournament, Header), TrfError> {
    let mut header = Header::default();
    let mut name = String::new();
    let mut rounds: Option<usize> = None;
    let mut initial: Option<Colour> = None;
    let mut scoring = Scoring::default();
    // (start number, entrant, cells, line)
    let mut players: Vec<(usize, Entrant, Vec<Cell>, usize)> = Vec::new();
    let mut extras: Vec<Extra> = Vec::new();
    // (line, column, pairing number, field) of `013` and `HCA` lines.
    let mut fields: Vec<(usize, usize, usize, Field)> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line_no = index + 1;
        let line = raw.trim_end_matches('\r');
        if let Some((at, c)) = line.char_indices().find(|&(_, c)| c.is_control()) {
            return Err(error(
                line_no,
                line[..at].chars().count() + 1,
                TrfProblem::ControlCharacter {
                    code: format!("U+{:04X}", u32::from(c)),
                },
            ));
        }
        // The fields are at fixed columns: a player line that does not
        // start in column 1 would be read wrong or not at all.
        let indent = line.len() - line.trim_start().len();
        if indent > 0 && line.trim_start().starts_with("001") {
            return Err(error(
                line_no,
                indent + 1,
                TrfProblem::PlayerLineIndented { column: indent + 1 },
            ));
        }
        let code = line.get(..3).unwrap_or(line);
        let rest = line.get(3..).unwrap_or("").trim();
        match code {
            "012" => name = rest.to_string(),
            "022" | "032" | "102" | "112" | "122" if !rest.is_empty() => {
                let value = Some(rest.to_string());
                match code {
                    "022" => header.city = value,
                    "032" => header.federation = value,
                    "102" => header.chief_arbiter = value,
                    "112" => header.deputies.push(rest.to_string()),
                    _ => header.time_control = value,
                }
            }
            "042" | "052" if !rest.is_empty() => {
                let date = read_date(rest).ok_or_else(|| {
                    error(
                        line_no,
                        5,
                        TrfProblem::Date {
                            found: rest.to_string(),
                        },
                    )
                })?;
                match code {
                    "042" => header.start = Some(date),
                    _ => header.end = Some(date),
                }
            }
            "XXR" | "142" => {
                let value: usize = rest
                    .split_whitespace()
                    .next()
                    .and_then(|v| v.parse().ok())
                    .filter(|v| (1..=usize::from(super::MAX_ROUNDS)).contains(v))
                    .ok_or_else(|| {
                        error(
                            line_no,
                            5,
                            TrfProblem::Rounds {
                                max: super::MAX_ROUNDS,
                            },
                        )
                    })?;
                rounds = Some(value);
            }
            "XXC" => {
                for word in rest.split_whitespace() {
                    match word {
                        "white1" => initial = Some(Colour::White),
                        "black1" => initial = Some(Colour::Black),
                        _ => {}
                    }
                }
            }
            "152" => match rest {
                "W" | "w" => initial = Some(Colour::White),
                "B" | "b" => initial = Some(Colour::Black),
                _ => {}
            },
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
                let half =
                    parse_points(rest).ok_or_else(|| error(line_no, 5, TrfProblem::Points))?;
                match code {
                    "BBW" => scoring.win = half,
                    "BBD" => scoring.draw = half,
                    "BBL" => scoring.loss = half,
                    "BBZ" => scoring.zero_bye = half,
                    "BBF" => scoring.forfeit_win = half,
                    _ => scoring.pairing_bye = half,
                }
            }
            "001" => {
                let player = read_player(line, line_no)?;
                let sex = read_sex(line, line_no)?;
                let born = read_birth_date(line, line_no)?;
                let fields = header.player_mut(player.0);
                fields.sex = sex;
                fields.born = born;
                players.push(player);
            }
            "HSP" => extras.extend(read_extras(line, line_no)?),
            "013" => {
                let (team, numbers) = read_team(line, line_no)?;
                if !team.is_empty() {
                    fields.extend(numbers.into_iter().map(|(column, number)| {
                        (line_no, column, number, Field::Team(team.clone()))
                    }));
                }
            }
            "HCA" => {
                let (number, category) = read_category(line, line_no)?;
                if !category.is_empty() {
                    fields.push((line_no, 5, number, Field::Category(category)));
                }
            }
            _ => {}
        }
    }
    if players.is_empty() {
        return Err(error(1, 1, TrfProblem::NoPlayers));
    }
    let played = players.iter().map(|p| p.2.len()).max().unwrap_or(0);
    let rounds = rounds.unwrap_or(played).max(played).max(1);
    // Without the lot, it is read from round 1: pairing number 1, the higher
    // ranked of their pair, had the initial colour (C.04.3 E.5).
    let initial = initial
        .or_else(|| {
            players
                .iter()
                .find(|p| p.0 == 1)
                .and_then(|p| p.2.first())
                .and_then(|c| c.colour)
        })
        .unwrap_or(Colour::White);
    let mut tournament = Tournament::new(rounds, initial).map_err(|e| error(1, 1, e))?;
    tournament.set_name(name);
    tournament.set_scoring(scoring);
    players.sort_by_key(|p| p.0);
    for (expected, (number, _, _, line)) in players.iter().enumerate() {
        if *number != expected + 1 {
            return Err(error(
                *line,
                5,
                TrfProblem::NumberGap {
                    number: *number,
                    expected: expected + 1,
                },
            ));
        }
    }
    for (_, entrant, _, line) in &players {
        tournament
            .add_entrant(entrant.clone())
            .map_err(|e| error(*line, 1, e))?;
    }
    let count = players.len();
    for (number, _, cells, _) in &players {
        let me = PairingNumber::new(*number).expect("checked above");
        for (r, cell) in cells.iter().enumerate() {
            let round = (r + 1) as u8;
            let column = round_column(r + 1);
            match cell.opponent {
                None => {
                    if !cell.blank && tournament.game(me, round).is_none() {
                        tournament
                            .record_unpaired(round, me, cell.result)
                            .map_err(|e| error(cell.line, column, e))?;
                    }
                }
                Some(opponent) => {
                    if opponent.get() > count || opponent == me {
                        return Err(error(
                            cell.line,
                            column,
                            TrfProblem::NoOpponent { opponent },
                        ));
                    }
                    let theirs = players[opponent.index()].2.get(r).copied();
                    let agrees = theirs.is_some_and(|t| t.opponent == Some(me));
                    if !agrees {
                        return Err(error(
                            cell.line,
                            column,
                            TrfProblem::OpponentDisagrees {
                                opponent,
                                round,
                                number: *number,
                            },
                        ));
                    }
                    if me > opponent {
                        continue;
                    }
                    let theirs = theirs.expect("checked");
                    let (white, black, wr, br) = match (cell.colour, theirs.colour) {
                        (Some(Colour::White), _) | (None, Some(Colour::Black)) => {
                            (me, opponent, cell.result, theirs.result)
                        }
                        (Some(Colour::Black), _) | (None, Some(Colour::White)) => {
                            (opponent, me, theirs.result, cell.result)
                        }
                        (None, None) => (me, opponent, cell.result, theirs.result),
                    };
                    if cell.colour.is_some() && cell.colour == theirs.colour {
                        return Err(error(
                            cell.line,
                            column + 5,
                            TrfProblem::SameColour {
                                number: *number,
                                opponent,
                                round,
                            },
                        ));
                    }
                    tournament
                        .record_game(round, white, black, wr, br)
                        .map_err(|e| error(cell.line, column + 7, e))?;
                }
            }
        }
    }
    // Every paired round holds a game for every player: a player without
    // one was absent (no cell, or an empty one), as `write` writes it.
    let paired = tournament.last_recorded_round();
    let numbers: Vec<PairingNumber> = tournament.numbers().collect();
    for round in 1..=paired {
        for &number in &numbers {
            if tournament.game(number, round).is_none() {
                tournament
                    .record_unpaired(round, number, GameResult::Absent)
                    .map_err(|e| error(1, 1, e))?;
            }
        }
    }
    for (line, number, round, set_points, stones) in extras {
        let player = PairingNumber::new(number)
            .filter(|p| p.get() <= count)
            .ok_or_else(|| error(line, 5, TrfProblem::NoPlayer { number }))?;
        tournament
            .set_game_extras(round as u8, player, set_points, stones)
            .map_err(|e| error(line, 10, e))?;
    }
    for (line, column, number, field) in fields {
        if !(1..=count).contains(&number) {
            return Err(error(line, column, TrfProblem::NoPlayer { number }));
        }
        let player = header.player_mut(number);
        match field {
            Field::Team(team) => player.team = Some(team),
            Field::Category(category) => player.category = Some(category),
        }
    }
    header.players.resize(count, PlayerFields::default());
    Ok((tournament, header))
}

/// A player's field from a line of its own: `013` or `HCA`.
enum Field {
    Team(String),
    Category(String),
}

/// Column 10 of a player line: `w` or `f` female, `m` male, blank none
/// (either case).
fn read_sex(line: &str, line_no: usize) -> Result<Option<Sex>, TrfError> {
    let found = field(&Columns::new(line), 10, 10);
    match found {
        "" | " " => Ok(None),
        "w" | "W" | "f" | "F" => Ok(Some(Sex::Female)),
        "m" | "M" => Ok(Some(Sex::Male)),
        _ => Err(error(
            line_no,
            10,
            TrfProblem::Sex {
                found: found.to_string(),
            },
        )),
    }
}

/// Columns 70-79 of a player line: the birth date (`YYYY/MM/DD`, or with
/// `-` or `.`), a year alone (`YYYY/00/00` or `YYYY`), or blank (or
/// `0000/00/00`: not known).
fn read_birth_date(line: &str, line_no: usize) -> Result<Option<BirthDate>, TrfError> {
    let found = field(&Columns::new(line), 70, 79).trim();
    if found.is_empty() {
        return Ok(None);
    }
    let year_alone = |text: &str| {
        (text.len() == 4 && text.bytes().all(|b| b.is_ascii_digit()))
            .then(|| text.parse::<u16>().ok())
            .flatten()
    };
    let born = match found.split(['/', '-', '.']).collect::<Vec<_>>()[..] {
        [year] => year_alone(year).map(BirthDate::Year),
        [year, "00", "00"] => year_alone(year).map(BirthDate::Year),
        [year, month, day] => year_alone(year).and_then(|y| {
            let month = month.parse().ok()?;
            let day = day.parse().ok()?;
            NaiveDate::from_ymd_opt(y.into(), month, day).map(BirthDate::Date)
        }),
        _ => None,
    };
    match born {
        // `0000/00/00`: what some programs write for a date not known.
        Some(BirthDate::Year(0)) => Ok(None),
        Some(b) if BIRTH_YEARS.contains(&b.year()) => Ok(Some(b)),
        _ => Err(error(
            line_no,
            70,
            TrfProblem::BirthDate {
                found: found.to_string(),
            },
        )),
    }
}

/// A team line: `013`, the team's name in columns 5-36, then the pairing
/// numbers of its players from column 37 (4 columns each, a blank
/// between), each with its column.
fn read_team(line: &str, line_no: usize) -> Result<(String, Vec<(usize, usize)>), TrfError> {
    let columns = Columns::new(line);
    let name = field(&columns, 5, 36).trim().to_string();
    let mut numbers = Vec::new();
    let rest = field(&columns, 37, columns.len());
    let mut word = String::new();
    let mut start = 37;
    for (at, c) in (37..).zip(rest.chars().chain(std::iter::once(' '))) {
        if c == ' ' {
            if !word.is_empty() {
                let number = word.parse::<usize>().map_err(|_| {
                    error(
                        line_no,
                        start,
                        TrfProblem::TeamNumber {
                            found: word.clone(),
                        },
                    )
                })?;
                numbers.push((start, number));
                word.clear();
            }
        } else {
            if word.is_empty() {
                start = at;
            }
            word.push(c);
        }
    }
    Ok((name, numbers))
}

/// hakem's category line: `HCA`, the pairing number (4 digits), the
/// category to the end of the line.
fn read_category(line: &str, line_no: usize) -> Result<(usize, String), TrfError> {
    let rest = line.get(3..).unwrap_or("").trim_start();
    let (number, category) = rest.split_once(' ').unwrap_or((rest, ""));
    let number = number
        .parse()
        .map_err(|_| error(line_no, 5, TrfProblem::ExtrasNumber))?;
    Ok((number, category.trim().to_string()))
}

/// A date as TRF writers write it: `2026/12/12` (the TRF's own form),
/// `2026-12-12`, `2026.12.12` or `12.12.2026`.
fn read_date(text: &str) -> Option<NaiveDate> {
    let text = text.split_whitespace().next()?;
    ["%Y/%m/%d", "%Y-%m-%d", "%Y.%m.%d", "%d.%m.%Y", "%d/%m/%Y"]
        .iter()
        .find_map(|form| NaiveDate::parse_from_str(text, form).ok())
}

/// "1.0", "0.5", "1" as half-points.
fn parse_points(text: &str) -> Option<u32> {
    let text = text.split_whitespace().next()?;
    let (whole, frac) = text.split_once('.').unwrap_or((text, "0"));
    let whole: u32 = whole.parse().ok()?;
    let half = match frac.trim_end_matches('0') {
        "" => 0,
        "5" => 1,
        _ => return None,
    };
    whole
        .checked_mul(2)?
        .checked_add(half)
        .filter(|&h| h <= 1000)
}

/// A TRF line addressed by column. The TRF's columns count characters, as
/// `write` pads them, so a name with Turkish letters (two bytes each in
/// UTF-8) does not shift the columns after it.
struct Columns<'a> {
    line: &'a str,
    /// The byte offset where each character starts, and the line's length.
    starts: Vec<usize>,
}

impl<'a> Columns<'a> {
    fn new(line: &'a str) -> Columns<'a> {
        let starts = line
            .char_indices()
            .map(|(i, _)| i)
            .chain(std::iter::once(line.len()))
            .collect();
        Columns { line, starts }
    }

    /// The number of columns (characters).
    fn len(&self) -> usize {
        self.starts.len() - 1
    }

    /// Columns `from..=to`, counted from 1; what the line has of them.
    fn get(&self, from: usize, to: usize) -> &'a str {
        let end = to.min(self.len());
        if from == 0 || from > end {
            return "";
        }
        &self.line[self.starts[from - 1]..self.starts[end]]
    }
}

fn field<'a>(line: &Columns<'a>, from: usize, to: usize) -> &'a str {
    line.get(from, to)
}

fn read_player(line: &str, line_no: usize) -> Result<(usize, Entrant, Vec<Cell>, usize), TrfError> {
    let line = &Columns::new(line);
    let number_text = field(line, 5, 8).trim();
    let number: usize = number_text
        .parse()
        .ok()
        .filter(|n| PairingNumber::new(*n).is_some())
        .ok_or_else(|| {
            error(
                line_no,
                5,
                TrfProblem::PairingNumber {
                    max: super::MAX_PLAYERS,
                },
            )
        })?;
    let name = field(line, 15, 47).trim().to_string();
    let rating_text = field(line, 49, 52).trim();
    // No rating: blank, or 0 however it is written ("0", "00", "0000").
    let rating = if rating_text.is_empty() {
        None
    } else {
        Some(
            rating_text
                .parse::<u16>()
                .map_err(|_| error(line_no, 49, TrfProblem::Rating))?,
        )
        .filter(|&r| r > 0)
    };
    // The score and the rank: numbers or blank, each between blank columns
    // (85, 90 and 91). hakem counts both again; a digit where a blank
    // belongs means the fields are shifted, and would be read wrong.
    let score = field(line, 81, 84).trim();
    if !score.is_empty() && parse_points(score).is_none() {
        return Err(error(
            line_no,
            81,
            TrfProblem::Score {
                found: score.to_string(),
            },
        ));
    }
    for column in [85, 90, 91] {
        let found = field(line, column, column);
        if !found.trim().is_empty() {
            return Err(error(
                line_no,
                column,
                TrfProblem::Misaligned {
                    column,
                    found: found.to_string(),
                },
            ));
        }
    }
    let rank = field(line, 86, 89).trim();
    if !rank.is_empty() && rank.parse::<u32>().is_err() {
        return Err(error(
            line_no,
            86,
            TrfProblem::Rank {
                found: rank.to_string(),
            },
        ));
    }
    let mut cells = Vec::new();
    let mut round = 1;
    while line.len() >= round_column(round) {
        let start = round_column(round);
        let cell = field(line, start, start + 7);
        if cell.trim().is_empty() {
            cells.push(Cell {
                opponent: None,
                colour: None,
                result: GameResult::Absent,
                line: line_no,
                blank: true,
            });
            round += 1;
            continue;
        }
        // A cell is `OOOO C R  `: the opponent in its 4 columns, the
        // colour and the result each after a blank. A character in a blank
        // column (`  211w 0`) is a cell shifted, and its fields would be
        // read as other ones.
        for offset in [4, 6, 8, 9] {
            let found = field(line, start + offset, start + offset);
            if !found.trim().is_empty() {
                return Err(error(
                    line_no,
                    start + offset,
                    TrfProblem::CellMisaligned {
                        round,
                        column: start + offset,
                        found: found.to_string(),
                        cell: field(line, start, start + 9).trim_end().to_string(),
                    },
                ));
            }
        }
        let opponent_text = field(line, start, start + 3).trim();
        let opponent_number: usize = if opponent_text.is_empty() {
            0
        } else {
            opponent_text
                .parse()
                .map_err(|_| error(line_no, start, TrfProblem::OpponentNumber { round }))?
        };
        let colour = match field(line, start + 5, start + 5) {
            "w" | "W" => Some(Colour::White),
            "b" | "B" => Some(Colour::Black),
            "-" | " " | "" => None,
            other => {
                return Err(error(
                    line_no,
                    start + 5,
                    TrfProblem::Colour {
                        round,
                        colour: other.to_string(),
                    },
                ));
            }
        };
        let code = field(line, start + 7, start + 7);
        let opponent = PairingNumber::new(opponent_number);
        let result = match (code, opponent.is_some()) {
            ("1" | "W", true) => GameResult::Win,
            ("=" | "D", true) => GameResult::Draw,
            ("0" | "L", true) => GameResult::Loss,
            ("+", true) => GameResult::ForfeitWin,
            ("-", true) => GameResult::ForfeitLoss,
            ("U", false) => GameResult::PairingBye,
            ("F" | "+" | "1", false) => GameResult::FullBye,
            ("H" | "=", false) => GameResult::HalfBye,
            ("Z" | "-" | "0", false) => GameResult::ZeroBye,
            (" " | "", false) => GameResult::Absent,
            (other, _) => {
                return Err(error(
                    line_no,
                    start + 7,
                    TrfProblem::Result {
                        round,
                        result: other.to_string(),
                        game: opponent.is_some(),
                    },
                ));
            }
        };
        if opponent.is_some() && colour.is_none() && result.is_played() {
            return Err(error(line_no, start + 5, TrfProblem::NoColour { round }));
        }
        cells.push(Cell {
            opponent,
            colour,
            result,
            line: line_no,
            blank: false,
        });
        round += 1;
    }
    let entrant = Entrant {
        name,
        rating,
        ..Entrant::default()
    };
    Ok((number, entrant, cells, line_no))
}

fn read_extras(line: &str, line_no: usize) -> Result<Vec<Extra>, TrfError> {
    let mut words = line[3..].split_whitespace();
    let number: usize = words
        .next()
        .and_then(|w| w.parse().ok())
        .ok_or_else(|| error(line_no, 5, TrfProblem::ExtrasNumber))?;
    let mut out = Vec::new();
    for word in words {
        let column = line.find(word).map_or(1, |i| i + 1);
        let bad = || {
            error(
                line_no,
                column,
                TrfProblem::Extra {
                    found: word.to_string(),
                },
            )
        };
        let (round, values) = word.split_once(':').ok_or_else(bad)?;
        let (sp, st) = values.split_once('/').ok_or_else(bad)?;
        let round: usize = round.parse().map_err(|_| bad())?;
        if !(1..=usize::from(super::MAX_ROUNDS)).contains(&round) {
            return Err(error(
                line_no,
                column,
                TrfProblem::ExtraRound {
                    found: word.to_string(),
                    round,
                    max: super::MAX_ROUNDS,
                },
            ));
        }
        let value = |v: &str| -> Result<Option<u32>, TrfError> {
            match v {
                "-" => Ok(None),
                v => match v.parse::<u32>() {
                    Ok(n) if n <= super::MAX_GAME_FIGURE => Ok(Some(n)),
                    Ok(_) => Err(error(
                        line_no,
                        column,
                        TrfProblem::ExtraTooLarge {
                            found: word.to_string(),
                            max: super::MAX_GAME_FIGURE,
                        },
                    )),
                    Err(_) => Err(bad()),
                },
            }
        };
        out.push((line_no, number, round, value(sp)?, value(st)?));
    }
    Ok(out)
}

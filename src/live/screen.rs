//! The full-screen program (ratatui on crossterm): the board from the
//! referee's seat in large digits, the players with their warnings and
//! clocks, the score of the round, and the last judgement. Keys are
//! shortcuts for the line mode's commands; `:` types any command.

use std::time::Duration;

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Text};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::command::{self, Command, TimerCommand};
use super::help;
use super::replies::{self, Line as Said, ReasonName, Reply, SeatName, UndoneWhat, say};
use super::session::{Refusal, Session};
use super::timer::clock_text;
use crate::engine::{Player, Position};
use crate::error::{Error, Status};
use crate::family::Color;
use crate::family::Count;
use crate::record::{WarningReason, Who};
use crate::report::large::{BIG_ROWS, big_row, big_width};
use crate::words::points;
use crate::words::{Message, Msg};

crate::messages! {
    /// What the screen shows around the board and the answers.
    pub enum ScreenText {
        /// The top line: the program, the file, the game and the rules'
        /// name.
        Title { path: String, game: String, rules: String } = "live-screen-title",
        /// The set and the round's set points.
        Score {
            set: usize,
            sets: usize,
            first: String,
            first_points: String,
            second_points: String,
            second: String,
        } = "live-screen-score",
        Impaired = "live-screen-impaired",
        Warnings { warnings: u32, limit: u32 } = "live-screen-warnings",
        Stones { stones: u32 } = "live-screen-stones",
        Clock { left: String, running: bool } = "live-screen-clock",
        /// A pit's label on the board, in its owner's numbering.
        SouthPit { pit: u8 } = "live-screen-south-pit",
        NorthPit { pit: u8 } = "live-screen-north-pit",
        /// The questions before a key's command is carried out.
        Warn { name: String, reason: ReasonName, total: u32, limit: u32, decides: bool } = "live-screen-warn",
        Undo { what: UndoneWhat } = "live-screen-undo",
        Timeout { name: String } = "live-screen-timeout",
        Confirm { what: Msg } = "live-screen-confirm",
        /// The bottom line: the keys, or the command being typed.
        Keys { pits: u8 } = "live-screen-keys",
        GridKeys { last: char } = "live-screen-grid-keys",
        Prompt { typed: String } = "live-screen-prompt",
        ClaimPrompt {
            first: String,
            first_seat: SeatName,
            second: String,
            second_seat: SeatName,
            typed: String,
        } = "live-screen-claim-prompt",
        HelpBack = "live-screen-help-back",
    }
}

/// Longest command typed after `:`.
const MAX_PROMPT: usize = 200;

enum Mode {
    Keys,
    /// A command waiting for y/n, and the question.
    Confirm(Command, ScreenText),
    /// A command being typed.
    Prompt(String),
}

struct Screen {
    mode: Mode,
    /// The last judgement (or refusal), shown under the board.
    message: Vec<Said>,
    /// The help fills the screen (it does not fit under the board at
    /// 80x24) until the next key.
    help: bool,
    quit: bool,
}

/// Runs the program until `q`; the terminal is given back as it was.
pub fn run(session: &mut Session) -> Result<Status, Error> {
    let io = |e: std::io::Error| Error::io(std::path::Path::new("<terminal>"), e);
    let mut terminal = ratatui::try_init().map_err(io)?;
    let result = event_loop(&mut terminal, session).map_err(io);
    ratatui::restore();
    result?;
    Ok(session.status())
}

fn event_loop(terminal: &mut DefaultTerminal, session: &mut Session) -> std::io::Result<()> {
    let mut message = vec![replies::opened(session)];
    if session.clock_restored() {
        message.push(say(Reply::ClockRestored));
    }
    let mut screen = Screen {
        mode: Mode::Keys,
        message,
        help: false,
        quit: false,
    };
    while !screen.quit {
        // The clock first: a time that ran out counts before the next key.
        if let Some(result) = session.tick() {
            screen.message = answer(session, result);
        }
        terminal.draw(|f| draw(f, session, &screen))?;
        if event::poll(Duration::from_millis(250))?
            && let Event::Key(key) = event::read()?
            && key.kind == KeyEventKind::Press
        {
            if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
                screen.quit = true;
                continue;
            }
            handle(&mut screen, session, key.code);
        }
    }
    Ok(())
}

fn answer(session: &Session, result: Result<super::Judgement, Refusal>) -> Vec<Said> {
    match result {
        Ok(j) => replies::judgement(session, &j),
        Err(
            r @ (Refusal::Illegal { .. } | Refusal::GridIllegal { .. } | Refusal::MustPass { .. }),
        ) => {
            // On the screen the warning for it is one key.
            let mut lines = replies::refusal(session, &r);
            lines.truncate(1);
            lines.push(say(Reply::WarnHintKey));
            lines
        }
        Err(r) => replies::refusal(session, &r),
    }
}

fn apply(screen: &mut Screen, session: &mut Session, c: &Command) {
    screen.message = match c {
        // The help leaves the last answer where it was.
        Command::Help => {
            screen.help = true;
            return;
        }
        Command::Quit => {
            screen.quit = true;
            Vec::new()
        }
        c => {
            let result = session.apply(c);
            answer(session, result)
        }
    };
}

fn handle(screen: &mut Screen, session: &mut Session, key: KeyCode) {
    if screen.help {
        screen.help = false;
        return;
    }
    match std::mem::replace(&mut screen.mode, Mode::Keys) {
        Mode::Confirm(c, _) => {
            if matches!(key, KeyCode::Char('y' | 'Y' | 'e' | 'E')) {
                apply(screen, session, &c);
            }
        }
        Mode::Prompt(mut text) => match key {
            KeyCode::Enter => match command::parse(&text) {
                Ok(Some(c)) => apply(screen, session, &c),
                Ok(None) => {}
                Err(e) => screen.message = vec![say(replies::parse_error(&e))],
            },
            KeyCode::Esc => {}
            KeyCode::Backspace => {
                text.pop();
                screen.mode = Mode::Prompt(text);
            }
            KeyCode::Char(ch) => {
                if text.chars().count() < MAX_PROMPT {
                    text.push(ch);
                }
                screen.mode = Mode::Prompt(text);
            }
            _ => screen.mode = Mode::Prompt(text),
        },
        Mode::Keys => match key {
            // A grid move starts with its column letter (Enter plays it).
            KeyCode::Char(c) if grid_column(session, c) => {
                screen.mode = Mode::Prompt(c.to_string())
            }
            KeyCode::Char(d @ '1'..='9') if session.grid().is_none() => apply(
                screen,
                session,
                &Command::Pit(u32::from(d) - u32::from('0')),
            ),
            // A warning costs a third of a round: one key is never enough.
            KeyCode::Char('w') => match session.refused() {
                Some(w) => {
                    let what = warn_what(session, w, WarningReason::IllegalMove);
                    screen.mode = Mode::Confirm(Command::Warn(None), what);
                }
                None => apply(screen, session, &Command::Warn(None)),
            },
            KeyCode::Char('t') => match session.to_move() {
                Some(w) => {
                    let what = warn_what(session, w, WarningReason::TouchMove);
                    screen.mode =
                        Mode::Confirm(Command::Warn(Some((w, WarningReason::TouchMove))), what);
                }
                None => screen.message = replies::refusal(session, &Refusal::SetOver),
            },
            KeyCode::Char('u') => match session.last_entry() {
                Some(u) => {
                    let what = ScreenText::Undo {
                        what: replies::undone_what(session, &u),
                    };
                    screen.mode = Mode::Confirm(Command::Undo, what);
                }
                None => screen.message = replies::refusal(session, &Refusal::NothingToUndo),
            },
            KeyCode::Char('o') => match session.to_move() {
                Some(w) => {
                    let what = ScreenText::Timeout {
                        name: session.name(w),
                    };
                    screen.mode = Mode::Confirm(Command::Timeout(w), what);
                }
                None => screen.message = replies::refusal(session, &Refusal::SetOver),
            },
            KeyCode::Char(' ') => {
                let c = match session.timer().and_then(|t| t.running()) {
                    Some(_) => TimerCommand::Pause,
                    None => TimerCommand::Start,
                };
                apply(screen, session, &Command::Timer(c));
            }
            KeyCode::Char('c') => screen.mode = Mode::Prompt("count ".into()),
            KeyCode::Char('s') => screen.mode = Mode::Prompt("claim ".into()),
            KeyCode::Char(':') => screen.mode = Mode::Prompt(String::new()),
            KeyCode::Char('n') => apply(screen, session, &Command::Next),
            KeyCode::Char('p') => apply(screen, session, &Command::Sheet(None)),
            KeyCode::Char('?' | 'h') => apply(screen, session, &Command::Help),
            KeyCode::Char('q') | KeyCode::Esc => screen.quit = true,
            _ => {}
        },
    }
}

/// The question before a warning is recorded: whose, why, how many in the
/// round with it, and whether it loses the round.
fn warn_what(session: &Session, who: Who, reason: WarningReason) -> ScreenText {
    let limit = session.tournament().warning_limit();
    let total = session.verdict().round.warnings[who as usize] + 1;
    ScreenText::Warn {
        name: session.name(who),
        reason: ReasonName::of(reason),
        total,
        limit,
        decides: total >= limit,
    }
}

fn draw(f: &mut ratatui::Frame, session: &Session, screen: &Screen) {
    let words = session.words();
    let area = f.area();
    if screen.help {
        let mut lines: Vec<Line> = help::help(words, session.grid().is_some())
            .into_iter()
            .map(Line::raw)
            .collect();
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            words.say(&ScreenText::HelpBack),
            Style::default().add_modifier(Modifier::REVERSED),
        ));
        f.render_widget(Paragraph::new(lines), area);
        return;
    }
    let set = session.current();
    let board = match session.position() {
        Some(position) => {
            let big = board_width(session, true) <= usize::from(area.width);
            board(session, &position, big)
        }
        None => replies::grid_board(session)
            .into_iter()
            .skip(1)
            .map(|l| l.text(words))
            .collect(),
    };
    let [head, north, board_area, south, message, keys] = Layout::vertical([
        Constraint::Length(2),
        Constraint::Length(1),
        Constraint::Length(board.len() as u16),
        Constraint::Length(2),
        Constraint::Min(3),
        Constraint::Length(2),
    ])
    .areas(area);

    let round = &session.verdict().round;
    let [first_points, second_points] = round.set_points.map(points);
    let title = ScreenText::Title {
        path: session.path().display().to_string(),
        game: session.title(),
        rules: session.tournament().name().to_string(),
    };
    let score = ScreenText::Score {
        set: set.number,
        sets: session.tournament().games(),
        first: session.name(Who::First),
        first_points,
        second_points,
        second: session.name(Who::Second),
    };
    f.render_widget(
        Paragraph::new(vec![
            Line::styled(
                words.say(&title),
                Style::default().add_modifier(Modifier::DIM),
            ),
            Line::styled(
                words.say(&score),
                Style::default().add_modifier(Modifier::BOLD),
            ),
        ]),
        head,
    );
    // The table as seated: the round's first player stays at the bottom in
    // every set, whichever seat (and pit numbering) the set gives them.
    let near = set.seat(Who::First);
    f.render_widget(Paragraph::new(player_line(session, near.opponent())), north);
    f.render_widget(Paragraph::new(Text::from(board.join("\n"))), board_area);
    let to_move = match session.to_move() {
        Some(w) => replies::to_move(session, w).into_iter().next(),
        // Once the round is over, its result: "3. set bitti: ... turu
        // kazandı, 2–1."
        None if round.complete => Some(replies::round_status(session)),
        None => replies::set_end(session).into_iter().next(),
    };
    f.render_widget(
        Paragraph::new(vec![
            player_line(session, near),
            Line::styled(
                to_move.map(|l| l.text(words)).unwrap_or_default(),
                Style::default().add_modifier(Modifier::BOLD),
            ),
        ]),
        south,
    );
    let mut said = screen.message.clone();
    if session.to_move().is_none() {
        // How the set (and the round) ended stays on the screen, below the
        // last answer unless that answer already says it.
        // The status line holds the set's first line, or once the round is
        // over the round's.
        let shown = usize::from(!round.complete);
        let mut ending: Vec<Said> = replies::set_end(session).into_iter().skip(shown).collect();
        if round.complete {
            ending.extend(replies::round_end(session).into_iter().skip(1));
        }
        said.extend(ending.into_iter().filter(|l| !screen.message.contains(l)));
    }
    let lines: Vec<Line> = said.iter().map(|l| Line::raw(l.text(words))).collect();
    f.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            // What `check` says of the file as saved.
            .block(
                Block::default()
                    .borders(Borders::TOP)
                    .title(format!(" {} ", replies::verdict(session).text(words))),
            ),
        message,
    );
    let bottom = match &screen.mode {
        Mode::Keys => match (session.rules(), session.grid()) {
            (Some(rules), _) => ScreenText::Keys { pits: rules.pits() },
            (None, grid) => ScreenText::GridKeys {
                last: char::from(b'a' + grid.map_or(8, |g| g.size()) - 1),
            },
        },
        Mode::Confirm(_, what) => ScreenText::Confirm { what: what.msg() },
        // The signed scores: whose comes first, by name and seat.
        Mode::Prompt(text) if text.starts_with("claim") => ScreenText::ClaimPrompt {
            first: session.name(Who::First),
            first_seat: SeatName::of(set.seat(Who::First)),
            second: session.name(Who::Second),
            second_seat: SeatName::of(set.seat(Who::Second)),
            typed: text.clone(),
        },
        Mode::Prompt(text) => ScreenText::Prompt {
            typed: text.clone(),
        },
    };
    f.render_widget(
        Paragraph::new(words.say(&bottom))
            .wrap(Wrap { trim: false })
            .style(Style::default().add_modifier(Modifier::REVERSED)),
        keys,
    );
}

/// "▶ South  Ayşe  warnings 0/3  Clock 4:32 (running)": the parts said,
/// two spaces between them.
fn player_line(session: &Session, seat: Player) -> Line<'static> {
    let words = session.words();
    let set = session.current();
    let who = set.who(seat);
    let moving = session.to_move() == Some(who);
    let mut name = session.name(who);
    // A visually impaired player is marked, so that the exemption is seen
    // before a warning is given (`t` is refused for them).
    if session.record().player(who).visually_impaired {
        name.push(' ');
        name.push_str(&words.say(&ScreenText::Impaired));
    }
    let mut parts = vec![
        format!(
            "{} {}",
            if moving { "▶" } else { " " },
            words.say(&seat_name(session, seat))
        ),
        name,
        words.say(&ScreenText::Warnings {
            warnings: session.verdict().round.warnings[who as usize],
            limit: session.tournament().warning_limit(),
        }),
    ];
    if let Some(g) = session.grid_set()
        && session
            .grid()
            .is_some_and(|r| r.count() == Count::MostStones)
    {
        // Reversi: the discs decide, so each player's count is in sight.
        let c = if seat == Player::South {
            Color::Black
        } else {
            Color::White
        };
        parts.push(words.say(&ScreenText::Stones {
            stones: g.position.count(c),
        }));
    }
    if let Some(timer) = session.timer() {
        parts.push(words.say(&ScreenText::Clock {
            left: clock_text(timer.left(who, session.now())),
            running: timer.running() == Some(who),
        }));
    }
    let style = if moving {
        Style::default().add_modifier(Modifier::BOLD)
    } else {
        Style::default()
    };
    Line::styled(parts.join("  "), style)
}

/// A player's place in the set: the seat in a sowing game, the colour in
/// a grid game (who sits South starts, and the starter plays black).
fn seat_name(session: &Session, seat: Player) -> Msg {
    match session.grid() {
        Some(_) => replies::StoneColor::of(if seat == Player::South {
            Color::Black
        } else {
            Color::White
        })
        .msg(),
        None => SeatName::of(seat).msg(),
    }
}

/// Whether `c` is a column letter of the grid being played.
fn grid_column(session: &Session, c: char) -> bool {
    session
        .grid()
        .is_some_and(|g| c.is_ascii_lowercase() && (c as u8) < b'a' + g.size())
}

/// Inner width of a board cell: the widest count the variant can have.
fn cell_width(session: &Session, big: bool) -> usize {
    let total = session.rules().map_or(48, |r| r.total_stones());
    let digits = if big {
        big_width(total)
    } else {
        total.to_string().len()
    };
    (digits + 2).max(7)
}

fn board_width(session: &Session, big: bool) -> usize {
    let pits = session.rules().map_or(6, |r| r.pits());
    (usize::from(pits) + 2) * (cell_width(session, big) + 1) + 1
}

/// The board from the referee's seat as the table is seated: the round's
/// first player's row below (their pit 1 on the left, their store on the
/// right), the other's on top (pit 1 on the right, store on the left), in
/// every set. In set 1 that is `replay --large`'s drawing (South below);
/// in a set the second player starts, the same drawing turned round. Every
/// pit is labelled with its seat's letter in its owner's numbering, so a
/// label typed (`K4`, `north:4`) is the cell that shows it.
fn board(session: &Session, position: &Position, big: bool) -> Vec<String> {
    let words = session.words();
    let near = session.current().seat(Who::First);
    let far = near.opponent();
    let n = position.pits();
    let w = cell_width(session, big);
    let label = |p: Player, pit: u8| {
        words.say(&match p {
            Player::South => ScreenText::SouthPit { pit },
            Player::North => ScreenText::NorthPit { pit },
        })
    };
    // (label, count) or a blank cell.
    let pit = |p: Player, k: u8| Some((label(p, k), position.pit(p, k)));
    let store = |p: Player| Some((words.say(&SeatName::of(p)), position.store(p)));
    let mut top = vec![store(far)];
    top.extend((1..=n).rev().map(|k| pit(far, k)));
    top.push(None);
    let mut bottom = vec![None];
    bottom.extend((1..=n).map(|k| pit(near, k)));
    bottom.push(store(near));

    // A bar (or corner) is drawn where a box is on either side of it.
    let joints = |cells: &[Option<(String, u16)>], bar: char| -> Vec<char> {
        (0..=cells.len())
            .map(|i| {
                let left = i > 0 && cells[i - 1].is_some();
                let right = cells.get(i).is_some_and(Option::is_some);
                if left || right { bar } else { ' ' }
            })
            .collect()
    };
    let edge = |cells: &[Option<(String, u16)>]| -> String {
        let corners = joints(cells, '+');
        let mut s = String::from(corners[0]);
        for (c, corner) in cells.iter().zip(&corners[1..]) {
            s.push_str(&if c.is_some() { "-" } else { " " }.repeat(w));
            s.push(*corner);
        }
        s
    };
    let row = |cells: &[Option<(String, u16)>], f: &dyn Fn(&(String, u16)) -> String| -> String {
        let bars = joints(cells, '|');
        let mut s = String::from(bars[0]);
        for (c, bar) in cells.iter().zip(&bars[1..]) {
            let text = c.as_ref().map_or(String::new(), f);
            s.push_str(&format!("{text:^w$}{bar}"));
        }
        s
    };
    let digits = |cells: &[Option<(String, u16)>], lines: &mut Vec<String>| {
        if big {
            for r in 0..BIG_ROWS {
                // The restore view's font, drawn in solid blocks: readable
                // from a metre away.
                lines.push(row(cells, &|(_, count)| {
                    big_row(*count, r).replace('#', "█")
                }));
            }
        } else {
            lines.push(row(cells, &|(_, count)| count.to_string()));
        }
    };
    let middle: Vec<_> = top
        .iter()
        .zip(&bottom)
        .map(|(a, b)| a.clone().or(b.clone()))
        .collect();
    let mut lines = vec![edge(&top), row(&top, &|(label, _)| label.clone())];
    digits(&top, &mut lines);
    lines.push(edge(&middle));
    digits(&bottom, &mut lines);
    lines.push(row(&bottom, &|(label, _)| label.clone()));
    lines.push(edge(&bottom));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::NewRecord;
    use crate::live::timer::ManualClock;
    use crate::record::PlayerInfo;
    use crate::ruleset::Language;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn session(name: &str, lang: Language) -> Session {
        let dir = std::env::temp_dir().join(format!("hakem-screen-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let new = NewRecord {
            variant: "turkish-mangala".into(),
            rules: None,
            first: PlayerInfo::named("Ayşe Yılmaz"),
            second: PlayerInfo::named("Mehmet Demir"),
        };
        Session::open(
            &dir.join("round.toml"),
            Some(new),
            &|_| crate::words::Words::new(lang),
            Some(Duration::from_secs(600)),
            Box::new(ManualClock::default()),
        )
        .unwrap()
    }

    fn render(session: &Session, width: u16) -> String {
        let mut terminal = Terminal::new(TestBackend::new(width, 34)).unwrap();
        let screen = Screen {
            mode: Mode::Keys,
            message: Vec::new(),
            help: false,
            quit: false,
        };
        terminal.draw(|f| draw(f, session, &screen)).unwrap();
        let buffer = terminal.backend().buffer();
        let mut text = String::new();
        for y in 0..buffer.area.height {
            for x in 0..buffer.area.width {
                text.push_str(buffer[(x, y)].symbol());
            }
            text.push('\n');
        }
        text
    }

    #[test]
    fn turkish_screen_with_large_digits() {
        let mut s = session("tr", Language::TR);
        s.apply(&Command::Pit(4)).unwrap();
        let text = render(&s, 100);
        assert!(text.contains("1. set (3 sette)"), "{text}");
        assert!(text.contains("Sıra: Ayşe Yılmaz (Güney)."), "{text}");
        assert!(text.contains("K6") && text.contains("G1"), "{text}");
        assert!(text.contains("Saat 10:00"), "{text}");
        // Pit 4 now holds 1 stone, its neighbours 5: big digits.
        assert!(text.contains("|    █    |   ███   |"), "{text}");
    }

    /// Set 2 drawn as the table is seated (Ayşe, who started set 1, stays
    /// at the bottom with her row), and once the round is over the status
    /// line gives its result with the set points, in Turkish.
    #[test]
    fn set_2_as_seated_and_the_round_s_result() {
        let mut s = session("seated", Language::TR);
        let play = |s: &mut Session, moves: &str| {
            for pit in moves.split_whitespace() {
                s.apply(&Command::Pit(pit.parse().unwrap())).unwrap();
            }
        };
        play(
            &mut s,
            "4 6 4 3 6 5 5 2 3 6 6 5 2 1 6 6 2 6 5 3 6 4 5 4 6 3 5 6 5 5 6",
        );
        s.apply(&Command::Claim {
            first: 25,
            second: 23,
        })
        .unwrap();
        s.apply(&Command::Next).unwrap();
        play(
            &mut s,
            "4 6 3 4 5 6 6 6 5 5 2 1 6 6 1 6 6 4 5 3 6 2 5 2 6 5 4 6",
        );
        let text = render(&s, 80);
        let row = |needle: &str| {
            text.lines()
                .position(|l| l.contains(needle))
                .unwrap_or_else(|| panic!("no {needle:?}:\n{text}"))
        };
        assert!(
            row("Kuzey  Ayşe Yılmaz") > row("Güney  Mehmet Demir"),
            "{text}"
        );
        assert!(row("|  K1   |") > row("|  G1   |"), "{text}");
        let status = text.lines().nth(row("Kuzey  Ayşe Yılmaz") + 1).unwrap();
        assert_eq!(
            status.trim(),
            "2. set bitti: Ayşe Yılmaz turu kazandı, 2–0.",
            "{text}"
        );
    }

    #[test]
    fn a_narrow_terminal_gets_ordinary_digits() {
        let s = session("narrow", Language::EN);
        let text = render(&s, 60);
        assert!(!text.contains("███"), "{text}");
        assert!(text.contains("|   4   |"), "{text}");
        assert!(text.contains("To move: Ayşe Yılmaz (South)."), "{text}");
    }
}

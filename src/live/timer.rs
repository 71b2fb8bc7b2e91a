//! The set timer of item i of the 2023 rules ("the referee may use a timer
//! for sets"): a clock per player, as on a chess clock. While it runs, the
//! time of the player to move goes down; the player whose time reaches zero
//! has timed out, and the timer rule gives the set.
//!
//! Time is read from a [`Clock`], so that tests move it by hand instead of
//! waiting.

use std::cell::Cell;
use std::rc::Rc;
use std::time::{Duration, Instant};

use crate::record::Who;

/// Longest time a player can be given for a set (`--timer`, `timer PLAYER`).
pub const MAX_TIME: Duration = Duration::from_secs(24 * 60 * 60);

/// A monotonic clock: the time since some fixed start.
pub trait Clock {
    fn now(&self) -> Duration;
}

/// The machine's monotonic clock.
pub struct SystemClock(Instant);

impl SystemClock {
    pub fn new() -> SystemClock {
        SystemClock(Instant::now())
    }
}

impl Default for SystemClock {
    fn default() -> Self {
        SystemClock::new()
    }
}

impl Clock for SystemClock {
    fn now(&self) -> Duration {
        self.0.elapsed()
    }
}

/// A clock moved by hand, for tests. Clones share the same time.
#[derive(Clone, Default)]
pub struct ManualClock(Rc<Cell<Duration>>);

impl ManualClock {
    pub fn advance(&self, by: Duration) {
        self.0.set(self.0.get() + by);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Duration {
        self.0.get()
    }
}

/// Both players' time left in the current set, and whose clock runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timer {
    /// Each player's time for a set.
    pub per_set: Duration,
    /// Time left (`[first, second]`) when the running clock was last started
    /// or stopped.
    left: [Duration; 2],
    /// The player whose clock runs, and the clock reading when it started.
    running: Option<(Who, Duration)>,
}

impl Timer {
    pub fn new(per_set: Duration) -> Timer {
        Timer {
            per_set,
            left: [per_set; 2],
            running: None,
        }
    }

    /// Time left for `who` at clock reading `now`.
    pub fn left(&self, who: Who, now: Duration) -> Duration {
        let left = self.left[who as usize];
        match self.running {
            Some((runner, since)) if runner == who => {
                left.saturating_sub(now.saturating_sub(since))
            }
            _ => left,
        }
    }

    pub fn running(&self) -> Option<Who> {
        self.running.map(|(w, _)| w)
    }

    /// Starts (or hands over) the clock of `who`.
    pub fn start(&mut self, who: Who, now: Duration) {
        self.pause(now);
        self.running = Some((who, now));
    }

    /// Stops the running clock, keeping the time left.
    pub fn pause(&mut self, now: Duration) {
        if let Some((who, _)) = self.running {
            self.left[who as usize] = self.left(who, now);
            self.running = None;
        }
    }

    /// Sets the time left of `who` (after a restart, the referee reads it
    /// off the table's clock).
    pub fn set_left(&mut self, who: Who, left: Duration, now: Duration) {
        let running = self.running();
        self.pause(now);
        self.left[who as usize] = left.min(MAX_TIME);
        if let Some(r) = running {
            self.running = Some((r, now));
        }
    }

    /// A new set: both clocks full, stopped.
    pub fn reset(&mut self) {
        *self = Timer::new(self.per_set);
    }

    /// The player whose running clock has reached zero.
    pub fn expired(&self, now: Duration) -> Option<Who> {
        self.running()
            .filter(|&w| self.left(w, now) == Duration::ZERO)
    }
}

/// "4:05" (minutes and seconds, rounded up so that 0:00 means time is out).
pub fn clock_text(d: Duration) -> String {
    let secs = d.as_secs() + u64::from(d.subsec_nanos() > 0);
    format!("{}:{:02}", secs / 60, secs % 60)
}

/// Reads "5", "5:00", "4:30" (minutes, or minutes:seconds) up to [`MAX_TIME`].
pub fn parse_clock(s: &str) -> Option<Duration> {
    let (m, s) = match s.split_once(':') {
        Some((m, s)) if s.len() == 2 => (m, s.parse::<u64>().ok().filter(|&s| s < 60)?),
        Some(_) => return None,
        None => (s, 0),
    };
    let d = Duration::from_secs(m.parse::<u64>().ok()?.checked_mul(60)?.checked_add(s)?);
    (d <= MAX_TIME).then_some(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: Duration = Duration::from_secs(60);

    #[test]
    fn the_running_clock_goes_down_and_hands_over() {
        let clock = ManualClock::default();
        let mut t = Timer::new(5 * MIN);
        t.start(Who::First, clock.now());
        clock.advance(MIN);
        assert_eq!(t.left(Who::First, clock.now()), 4 * MIN);
        assert_eq!(t.left(Who::Second, clock.now()), 5 * MIN);
        t.start(Who::Second, clock.now());
        clock.advance(2 * MIN);
        assert_eq!(t.left(Who::First, clock.now()), 4 * MIN);
        assert_eq!(t.left(Who::Second, clock.now()), 3 * MIN);
        t.pause(clock.now());
        clock.advance(10 * MIN);
        assert_eq!(t.left(Who::Second, clock.now()), 3 * MIN);
        assert_eq!(t.expired(clock.now()), None);
    }

    #[test]
    fn a_clock_at_zero_has_expired() {
        let clock = ManualClock::default();
        let mut t = Timer::new(MIN);
        t.start(Who::Second, clock.now());
        clock.advance(MIN - Duration::from_millis(1));
        assert_eq!(t.expired(clock.now()), None);
        assert_eq!(clock_text(t.left(Who::Second, clock.now())), "0:01");
        clock.advance(Duration::from_millis(1));
        assert_eq!(t.expired(clock.now()), Some(Who::Second));
        assert_eq!(clock_text(t.left(Who::Second, clock.now())), "0:00");
    }

    #[test]
    fn clock_texts() {
        assert_eq!(parse_clock("5"), Some(5 * MIN));
        assert_eq!(parse_clock("4:30"), Some(Duration::from_secs(270)));
        assert_eq!(parse_clock("4:3"), None);
        assert_eq!(parse_clock("4:60"), None);
        assert_eq!(parse_clock("x"), None);
        assert_eq!(parse_clock("99999999999999999"), None);
        assert_eq!(parse_clock("1441"), None);
        assert_eq!(clock_text(Duration::from_secs(245)), "4:05");
    }
}

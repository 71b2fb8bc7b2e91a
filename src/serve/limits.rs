//! The server's sizes, below every other module of `serve` (the guard,
//! the connections and the router all read them).

/// Largest request body accepted (a round's sets are a few hundred bytes).
pub(super) const MAX_BODY: usize = 64 * 1024;

/// Threads for the requests' file work (reading the folder, judging,
/// writing a record). A round's end brings every table's result within a
/// second; the results wait their turn for one of these rather than each
/// starting a thread of its own, which costs more than the write itself
/// (a stack to map and fault in, an allocator arena). The writes take at
/// most [`super::sessions::WRITERS`] of them at once (and the desk's
/// writes, which wait for their batch on their thread, are among those),
/// the others are the reads'. A result staged gives its thread and its
/// turn up while it waits for its batch ([`super::results::commit_async`]),
/// so a burst of 500 is put in place in 20 to 30 batches. More threads than this
/// only take turns for the two cores, and each fills memory of its own:
/// 68 took a burst of 500 posts a fifth more CPU, twice the page faults
/// (docs/dev/serve-load.md, "Fewer threads, smaller moves, cheaper walls").
pub(super) const FILE_THREADS: usize = 12;

/// How long a client may take to send a request's body once its header
/// is in.
pub const BODY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

//! The commented `event.toml` that `hakem event new DIR` writes: every key
//! shown once, with what it means, ready to be filled in.

/// The starter `event.toml`. It is a valid event (two example players), so
/// `hakem event check` passes on it as written.
pub const STARTER: &str = r#"# The event: one file, the source of truth for the tournament. Every key is
# described in hakem's docs/event.md. Check it with: hakem event check DIR

name = "Akıl ve Zeka Oyunları Turnuvası"   # printed on every record and sheet
site = "Ankara"                            # optional
start = 2026-05-16                         # optional: first day
end = 2026-05-17                           # optional: last day
chief_arbiter = "Başhakem Adı"             # optional: signs the printouts
# deputy_arbiters = ["Yardımcı Adı"]       # optional: the deputy chief arbiters (TRF)
# federation = "TUR"                       # optional: the federation (TRF)
# time_control = "2 x 10 dakika"           # optional: the time control, as written (TRF)

variant = "turkish-mangala"   # a built-in ruleset (hakem variants) or a path to a ruleset .toml
# rules = "mangala-2023"      # optional: tournament rules; default: the variant's own
rounds = 7                    # how many rounds the Swiss system pairs

initial_ranking = "surname"   # pairing numbers: "surname" (alphabetical, Turkish order:
                              # Ç after C, Ğ after G, I before İ, Ö after O, Ş after S,
                              # Ü after U) or "rating" (highest first)
# lot = "starts"              # the technical meeting's lot, drawn by the first-ranked
                              # player: "starts" (starts set 1 in round 1) or "second";
                              # round 1 is paired only once it is written here
pairing_bye = "full"          # the odd player out gets a win's points ("full"), a draw's
                              # ("half") or nothing ("zero")
requested_bye = "half"        # a bye a player asked for (their `byes`): "full", "half", "zero"
tie_breaks = ["BH-C1", "BH", "SB", "SP", "STONES"]
                              # in order, after round points: DE (direct encounter),
                              # BH (Buchholz), BH-C1 (Buchholz cut 1), SB (Sonneborn-
                              # Berger), WIN (wins), SP (set points won), STONES (stones won)

# One [[player]] table per player. The id is how records and this file name
# the player: lowercase letters, digits and '-', never changed once paired.
[[player]]
id = "ayse-yilmaz"
given_name = "Ayşe"
surname = "Yılmaz"
club = "Ankara Mangala Kulübü"   # optional
# rating = 1450                  # optional
# born = 2009                    # optional: birth year
# visually_impaired = true       # optional: exempt from touch-move warnings
# from_round = 2                 # optional: a late entry, paired from round 2
# withdrawn_after = 5            # optional: not paired after round 5
# byes = [3]                     # optional: rounds the player asked not to be paired in,
#                                #   each worth requested_bye, or its own: { round = 5, value = "full" }

[[player]]
id = "mehmet-demir"
given_name = "Mehmet"
surname = "Demir"
club = "İzmir Akıl Oyunları"

# Players who must never be paired together (siblings, a parent and child):
# [[prohibited]]
# players = ["ayse-yilmaz", "mehmet-demir"]
# reason = "siblings"

# A game not played: the player did not come to the table; the opponent wins
# by forfeit (list both players of a table for a double forfeit):
# [[forfeit]]
# round = 2
# player = "mehmet-demir"
"#;

//! A small Reversi event end to end: `event new`-style folder, `pair` each
//! round (the first player starts set 1 and plays black, as the 2023 rules
//! say the pairing program gives the colour), every table's sets written
//! as moves (cells) in its record, `event check`, and the standings: each
//! player's points are the round points `check` gives their records.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use hakem::family::verdict as judge_open;
use hakem::grid::notation::move_text;
use hakem::grid::{GridMove, Position};
use hakem::record::{self, SetRecord};
use hakem::referee::open_record;

use crate::event_swiss::ok;

const PLAYERS: [(&str, &str, &str); 6] = [
    ("deniz", "Deniz", "Aydın"),
    ("elif", "Elif", "Yıldız"),
    ("can", "Can", "Öztürk"),
    ("selin", "Selin", "Kara"),
    ("emre", "Emre", "Şahin"),
    ("zeynep", "Zeynep", "Kaya"),
];

fn event_toml() -> String {
    let mut s = String::from(
        "name = \"Reversi Şampiyonası\"\nsite = \"Ankara\"\nstart = 2019-04-13\nend = 2019-04-13\n\
         chief_arbiter = \"Hakan Yıldırım\"\nvariant = \"reversi\"\nrules = \"reversi-2019\"\nrounds = 3\n\
         initial_ranking = \"surname\"\nlot = \"starts\"\npairing_bye = \"full\"\nrequested_bye = \"half\"\n\
         tie_breaks = [\"BH\", \"SB\", \"WIN\", \"SP\"]\n",
    );
    for (id, given, surname) in PLAYERS {
        s += &format!(
            "\n[[player]]\nid = \"{id}\"\ngiven_name = \"{given}\"\nsurname = \"{surname}\"\n"
        );
    }
    s
}

/// One random legal Reversi game, as a score sheet writes it: passes
/// written as "pas" or left out, in turn.
fn random_game(rng: &mut fastrand::Rng) -> Vec<String> {
    let rules = hakem::grid::rules::builtin("reversi").unwrap().unwrap();
    let mut p = Position::start(&rules);
    let mut moves = Vec::new();
    while p.end().is_none() {
        let legal = p.legal_moves(&rules);
        let mv = legal[rng.usize(..legal.len())];
        p.play(&rules, mv).unwrap();
        match mv {
            GridMove::Pass if rng.bool() => {}
            GridMove::Pass => moves.push("pas".to_string()),
            m => moves.push(move_text(m, rules.size())),
        }
    }
    moves
}

/// Writes games into a record written by `pair` until its round is over.
fn play_table(path: &Path, rng: &mut fastrand::Rng) -> [f64; 2] {
    let (mut rec, _, _) = record::load(path).unwrap();
    let starts_set_1 = rec.sets[0].starts;
    rec.sets.clear();
    loop {
        rec.sets.push(SetRecord {
            starts: if rec.sets.is_empty() {
                starts_set_1
            } else {
                None
            },
            grid_moves: random_game(rng),
            ..SetRecord::default()
        });
        fs::write(path, record::to_toml(&rec)).unwrap();
        let loaded = open_record::open(path).unwrap();
        let v = judge_open(&loaded);
        assert!(v.valid(), "{}: a legal game judged invalid", path.display());
        if v.round.complete {
            return v.round.round_points;
        }
        assert!(
            rec.sets.len() < 3,
            "{}: three sets, no result",
            path.display()
        );
    }
}

#[test]
fn a_reversi_event_from_pairing_to_standings() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("grid-event");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("event.toml"), event_toml()).unwrap();
    let d = dir.to_str().unwrap();
    ok(&["event", "check", d]);
    let mut rng = fastrand::Rng::with_seed(2019);
    let mut points: BTreeMap<String, f64> = BTreeMap::new();
    for r in 1..=3u8 {
        ok(&["pair", d]);
        let round = dir.join(format!("round-{r}"));
        for t in 1..=3 {
            let path = round.join(format!("table-{t:02}.toml"));
            let (rec, _, _) = record::load(&path).unwrap();
            let players = rec.players.clone().unwrap();
            let [first, second] = [&players.first, &players.second].map(|p| p.id.clone().unwrap());
            let got = play_table(&path, &mut rng);
            *points.entry(first).or_default() += got[0];
            *points.entry(second).or_default() += got[1];
            // The first player plays black in set 1; check says so.
            let check = ok(&["check", path.to_str().unwrap(), "--lang", "en"]);
            let black = format!(
                "Set 1 (moves): black {}, white {}",
                players.first.name, players.second.name
            );
            assert!(check.contains(&black), "{check}");
        }
        ok(&["event", "check", d]);
    }
    let standings = ok(&["event", "standings", d, "--format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&standings).unwrap();
    let rows = json["standings"]
        .as_array()
        .or(json["rows"].as_array())
        .expect("standings rows");
    assert_eq!(rows.len(), PLAYERS.len(), "{standings}");
    for row in rows {
        let id = row["id"].as_str().unwrap();
        let pts = row["points"].as_f64().unwrap();
        assert_eq!(pts, points[id], "{id}: {standings}");
    }
}

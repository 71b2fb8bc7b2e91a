use hakem::engine::{Game, Player};
use hakem::ruleset::builtin;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rules = builtin(&args[1]).unwrap().unwrap();
    let want = &args[2];
    for seed in 1u64..5000 {
        let mut s = seed.wrapping_mul(0x9E3779B97F4A7C15);
        let mut g = Game::new(&rules);
        let mut moves = vec![];
        let mut feature = false;
        while !g.position().is_over() && moves.len() < 400 {
            let legal = g.position().legal_moves(&rules);
            s ^= s << 13; s ^= s >> 7; s ^= s << 17;
            let k = (s % u64::from(legal.count_ones())) as u32;
            let mut i = 0; let mut seen = 0;
            for b in 0..32 { if legal & (1 << b) != 0 { if seen == k { i = b; break; } seen += 1; } }
            let o = g.play(i + 1).unwrap();
            moves.push(i + 1);
            feature |= match want.as_str() {
                "relay" => o.relay_laps >= 2,
                "tuzdyk" => o.claimed_tuzdyk.is_some(),
                "pass" => o.passed,
                "pasu" => o.captures().iter().any(|c| c.to != o.mover),
                "forced" => o.grand_slam,
                _ => true,
            };
        }
        if g.position().is_over() && feature && moves.len() < 120 {
            let p = g.position();
            println!("seed {seed} plies {} ended {:?}", moves.len(), p.ended().map(|e| e.code()));
            println!("moves = \"{}\"", moves.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" "));
            println!("claimed = {{ first = {}, second = {} }}", p.store(Player::South), p.store(Player::North));
            return;
        }
    }
    println!("none found");
}

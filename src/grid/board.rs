//! A square board of at most 8×8 cells as two bitboards (one a colour):
//! cell `row * size + col` is bit `row * size + col`, row 0 at the top.
//! The geometry a ruleset needs (neighbours in the eight directions, the
//! square blocks that turn, the lines that win) is derived once from the
//! board size.

/// One of the two colours; Black moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Color {
    Black,
    White,
}

impl Color {
    pub fn other(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn key(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

/// Where the stones are: one bitboard a colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Stones {
    pub black: u64,
    pub white: u64,
}

impl Stones {
    pub fn of(&self, c: Color) -> u64 {
        match c {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    pub fn set(&mut self, c: Color, bits: u64) {
        match c {
            Color::Black => self.black = bits,
            Color::White => self.white = bits,
        }
    }

    pub fn occupied(&self) -> u64 {
        self.black | self.white
    }

    /// The colour on `cell`, if any.
    pub fn at(&self, cell: u8) -> Option<Color> {
        let bit = 1u64 << cell;
        if self.black & bit != 0 {
            Some(Color::Black)
        } else if self.white & bit != 0 {
            Some(Color::White)
        } else {
            None
        }
    }
}

/// The largest board side: 8 × 8 cells fill a `u64`.
pub const MAX_SIZE: u8 = 8;

/// The eight directions as (row step, column step).
const DIRECTIONS: [(i8, i8); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// The board's geometry, derived from its size (and the block side and
/// line length a ruleset asks for).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Geometry {
    size: u8,
    all: u64,
    /// Every cell but those of the first and of the last column.
    not_first_col: u64,
    not_last_col: u64,
    /// For each block (row-major: 1 top-left, then to the right, then the
    /// next band down), its cells in the order a clockwise turn moves them:
    /// `ring[i]` goes to `ring[i]`'s image, as the permutation
    /// `(from, to)` pairs.
    blocks: Vec<Block>,
    /// Every run of `line` cells in a row, column or diagonal, as a mask.
    lines: Vec<u64>,
    /// The lines through each cell, and those that cross each block: after
    /// a move only these can have become whole (a line already whole had
    /// ended the game).
    cell_lines: Vec<Vec<u64>>,
    block_lines: Vec<Vec<u64>>,
    /// Stones in a line (0: no lines).
    line_length: u32,
    /// For each of the four line directions: the step from a cell to the
    /// next one along it (always forward in the bit order) and the cells a
    /// whole line can start from. A line is then found with a few shifts
    /// (see [`Geometry::has_line_anywhere`]).
    line_steps: Vec<(u32, u64)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Block {
    mask: u64,
    /// `(from, to)` cell pairs of a clockwise quarter turn.
    clockwise: Vec<(u8, u8)>,
    /// The bit of the block's top-left cell, and its side.
    base: u8,
    side: u8,
    /// For a block of at most [`MAX_TABLE_SIDE`]² cells: the block's cells
    /// as a pattern (its rows packed, `side` bits each) → the board bits
    /// they become after a clockwise and a counterclockwise turn. A turn is
    /// then a few shifts and two look-ups instead of a loop over the cells.
    table: Option<Box<[[u64; 2]]>>,
}

/// The largest block side turned by table (3: 512 patterns).
const MAX_TABLE_SIDE: u8 = 3;

impl Geometry {
    /// `size` in 2..=8; `block` divides `size` (0: no blocks); `line` in
    /// 0..=size (0: no lines). The ruleset checks these before.
    pub fn new(size: u8, block: u8, line: u8) -> Geometry {
        let n = size as u32;
        let cells = n * n;
        let all = if cells == 64 {
            u64::MAX
        } else {
            (1u64 << cells) - 1
        };
        let mut first_col = 0u64;
        let mut last_col = 0u64;
        for r in 0..n {
            first_col |= 1 << (r * n);
            last_col |= 1 << (r * n + n - 1);
        }
        let mut blocks = Vec::new();
        if block > 0 {
            let b = block as u32;
            for band in 0..n / b {
                for col in 0..n / b {
                    let (r0, c0) = (band * b, col * b);
                    let mut mask = 0u64;
                    let mut clockwise = Vec::new();
                    for r in 0..b {
                        for c in 0..b {
                            let from = (r0 + r) * n + c0 + c;
                            // A clockwise quarter turn: (r, c) -> (c, b-1-r).
                            let to = (r0 + c) * n + c0 + (b - 1 - r);
                            mask |= 1 << from;
                            clockwise.push((from as u8, to as u8));
                        }
                    }
                    let base = (r0 * n + c0) as u8;
                    let side = b as u8;
                    let table =
                        (side <= MAX_TABLE_SIDE).then(|| turn_table(&clockwise, base, side, size));
                    blocks.push(Block {
                        mask,
                        clockwise,
                        base,
                        side,
                        table,
                    });
                }
            }
        }
        let mut lines = Vec::new();
        let mut line_steps = Vec::new();
        if line > 0 {
            let len = line as i32;
            let n = n as i32;
            for &(dr, dc) in &DIRECTIONS[4..] {
                let mut starts = 0u64;
                for r in 0..n {
                    for c in 0..n {
                        let (er, ec) = (r + dr as i32 * (len - 1), c + dc as i32 * (len - 1));
                        if !(0..n).contains(&er) || !(0..n).contains(&ec) {
                            continue;
                        }
                        let mut mask = 0u64;
                        for k in 0..len {
                            mask |= 1 << ((r + dr as i32 * k) * n + c + dc as i32 * k);
                        }
                        lines.push(mask);
                        starts |= 1 << (r * n + c);
                    }
                }
                // The four directions all step forward: (0,1), (1,-1), (1,0), (1,1).
                line_steps.push(((dr as i32 * n + dc as i32) as u32, starts));
            }
        }
        let touching =
            |area: u64| -> Vec<u64> { lines.iter().copied().filter(|l| l & area != 0).collect() };
        let cell_lines = (0..cells).map(|c| touching(1u64 << c)).collect();
        let block_lines = blocks.iter().map(|b| touching(b.mask)).collect();
        Geometry {
            size,
            all,
            not_first_col: all & !first_col,
            not_last_col: all & !last_col,
            blocks,
            lines,
            cell_lines,
            block_lines,
            line_length: u32::from(line),
            line_steps,
        }
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    pub fn cells(&self) -> u8 {
        self.size * self.size
    }

    pub fn all(&self) -> u64 {
        self.all
    }

    pub fn blocks(&self) -> usize {
        self.blocks.len()
    }

    pub fn block_mask(&self, block: usize) -> u64 {
        self.blocks[block].mask
    }

    /// Every bit of `bits` moved one step in direction `d` (bits that
    /// would leave the board dropped).
    fn shift(&self, bits: u64, d: usize) -> u64 {
        let (dr, dc) = DIRECTIONS[d];
        let by = dr as i32 * self.size as i32 + dc as i32;
        let moved = if by > 0 { bits << by } else { bits >> -by };
        let kept = match dc {
            1 => self.not_first_col,
            -1 => self.not_last_col,
            _ => self.all,
        };
        moved & kept
    }

    /// The empty cells where `own` outflanks `theirs` in some direction.
    pub fn outflanking(&self, own: u64, theirs: u64) -> u64 {
        let empty = self.all & !(own | theirs);
        let mut moves = 0;
        for d in 0..8 {
            let mut run = self.shift(own, d) & theirs;
            for _ in 0..self.size {
                run |= self.shift(run, d) & theirs;
            }
            moves |= self.shift(run, d) & empty;
        }
        moves
    }

    /// The stones of `theirs` that a stone of `own` on `cell` outflanks.
    pub fn flips(&self, cell: u8, own: u64, theirs: u64) -> u64 {
        let mut flips = 0;
        for d in 0..8 {
            let mut run = 0u64;
            let mut at = self.shift(1u64 << cell, d);
            while at & theirs != 0 {
                run |= at;
                at = self.shift(at, d);
            }
            if at & own != 0 {
                flips |= run;
            }
        }
        flips
    }

    /// `bits` with block `block` turned a quarter, clockwise or not.
    pub fn turn(&self, bits: u64, block: usize, clockwise: bool) -> u64 {
        let b = &self.blocks[block];
        if let Some(table) = &b.table {
            let pattern = block_pattern(bits, b.base, b.side, self.size);
            return (bits & !b.mask) | table[pattern][usize::from(!clockwise)];
        }
        self.turn_by_cells(bits, block, clockwise)
    }

    /// [`Geometry::turn`] one cell at a time (blocks too large for a table,
    /// and the table's own check).
    fn turn_by_cells(&self, bits: u64, block: usize, clockwise: bool) -> u64 {
        let b = &self.blocks[block];
        let mut out = bits & !b.mask;
        // Branch-free: each cell's bit moved to its image.
        for &(from, to) in &b.clockwise {
            let (src, dst) = if clockwise { (from, to) } else { (to, from) };
            out |= ((bits >> src) & 1) << dst;
        }
        out
    }

    /// Whether `bits` holds a whole line through `cell` or across `block`:
    /// where a move (a stone on `cell`, then `block` turned) can have made
    /// one.
    pub fn has_line_near(&self, bits: u64, cell: u8, block: Option<usize>) -> bool {
        // Fewer stones than a line holds make none (most moves of a game).
        if bits.count_ones() < self.line_length {
            return false;
        }
        let through = &self.cell_lines[usize::from(cell)];
        let across = block.map_or(&[][..], |b| &self.block_lines[b][..]);
        for &line in through.iter().chain(across) {
            if bits & line == line {
                return true;
            }
        }
        false
    }

    /// Whether `bits` holds a whole line anywhere, by shifts: a cell starts
    /// a line when it and the next `length - 1` cells along a direction are
    /// all set. Branch-free within a direction; what random play spends its
    /// time on once both colours have enough stones.
    pub fn has_line_anywhere(&self, bits: u64) -> bool {
        if bits.count_ones() < self.line_length {
            return false;
        }
        for &(step, starts) in &self.line_steps {
            let mut run = bits & starts;
            for k in 1..self.line_length {
                run &= bits >> (k * step);
            }
            if run != 0 {
                return true;
            }
        }
        false
    }

    /// Whether `bits` holds a whole line.
    pub fn has_line(&self, bits: u64) -> bool {
        for &line in &self.lines {
            if bits & line == line {
                return true;
            }
        }
        false
    }
}

/// The cells of the block at `base` (side `side`, board side `size`) as a
/// pattern: row 0's bits lowest, `side` bits a row.
fn block_pattern(bits: u64, base: u8, side: u8, size: u8) -> usize {
    let row_mask = (1u64 << side) - 1;
    let mut pattern = 0u64;
    for r in 0..side {
        let row = (bits >> (u32::from(base) + u32::from(r) * u32::from(size))) & row_mask;
        pattern |= row << (r * side);
    }
    pattern as usize
}

/// Every pattern of a block, turned both ways (see `Block::table`).
fn turn_table(clockwise: &[(u8, u8)], base: u8, side: u8, size: u8) -> Box<[[u64; 2]]> {
    let cells = u32::from(side) * u32::from(side);
    (0..1u64 << cells)
        .map(|pattern| {
            // The board bits of this pattern.
            let mut bits = 0u64;
            for k in 0..cells {
                if pattern >> k & 1 != 0 {
                    let (r, c) = (k / u32::from(side), k % u32::from(side));
                    bits |= 1u64 << (u32::from(base) + r * u32::from(size) + c);
                }
            }
            let mut turned = [0u64; 2];
            for &(from, to) in clockwise {
                turned[0] |= ((bits >> from) & 1) << to;
                turned[1] |= ((bits >> to) & 1) << from;
            }
            turned
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(row: u8, col: u8, n: u8) -> u64 {
        1u64 << (row * n + col)
    }

    #[test]
    fn a_clockwise_turn_takes_the_top_left_corner_to_the_top_right() {
        let g = Geometry::new(6, 3, 5);
        assert_eq!(g.turn(cell(0, 0, 6), 0, true), cell(0, 2, 6));
        assert_eq!(g.turn(cell(0, 2, 6), 0, true), cell(2, 2, 6));
        assert_eq!(g.turn(cell(0, 0, 6), 0, false), cell(2, 0, 6));
        // Block 4 is the bottom right one; its centre stays.
        assert_eq!(g.turn(cell(4, 4, 6), 3, true), cell(4, 4, 6));
        assert_eq!(g.turn(cell(3, 3, 6), 3, true), cell(3, 5, 6));
        // Other blocks are untouched.
        assert_eq!(g.turn(cell(0, 3, 6), 0, true), cell(0, 3, 6));
    }

    #[test]
    fn the_table_turns_as_the_cells_do() {
        let g = Geometry::new(6, 3, 5);
        let mut rng = fastrand::Rng::with_seed(11);
        for _ in 0..5_000 {
            let bits = rng.u64(..) & g.all();
            for b in 0..4 {
                for cw in [true, false] {
                    assert_eq!(g.turn(bits, b, cw), g.turn_by_cells(bits, b, cw));
                }
            }
        }
    }

    #[test]
    fn four_turns_are_the_identity() {
        let g = Geometry::new(6, 3, 5);
        let bits = 0x0_5a5a_1234_u64 & g.all();
        for b in 0..4 {
            let mut x = bits;
            for _ in 0..4 {
                x = g.turn(x, b, true);
            }
            assert_eq!(x, bits);
            assert_eq!(g.turn(g.turn(bits, b, true), b, false), bits);
        }
    }

    #[test]
    fn lines_near_a_move_are_lines() {
        let g = Geometry::new(6, 3, 5);
        let mut rng = fastrand::Rng::with_seed(3);
        for _ in 0..20_000 {
            let bits = rng.u64(..) & rng.u64(..) & g.all();
            let cell = rng.u8(..36);
            let block = rng.usize(..4);
            let near = g.has_line_near(bits, cell, Some(block));
            // A line near the move is a line; a line not near it is one
            // that does not touch the cell or the block.
            assert!(!near || g.has_line(bits));
            let far = g
                .lines
                .iter()
                .any(|&l| bits & l == l && l & (g.block_mask(block) | 1u64 << cell) == 0);
            assert_eq!(g.has_line(bits), near || far);
        }
    }

    #[test]
    fn lines_found_by_shifts_are_the_lines() {
        let mut rng = fastrand::Rng::with_seed(5);
        for (size, block, line) in [(6, 3, 5), (8, 0, 4), (8, 4, 5), (5, 0, 3), (6, 2, 6)] {
            let g = Geometry::new(size, block, line);
            for _ in 0..20_000 {
                let bits = rng.u64(..) & rng.u64(..) & g.all();
                assert_eq!(g.has_line_anywhere(bits), g.has_line(bits), "{bits:#x}");
            }
        }
    }

    #[test]
    fn a_six_board_has_32_lines_of_five() {
        assert_eq!(Geometry::new(6, 3, 5).lines.len(), 32);
    }

    #[test]
    fn shifts_do_not_wrap_round_the_edge() {
        let g = Geometry::new(8, 0, 0);
        // A stone on the right edge moved right leaves the board.
        assert_eq!(g.shift(cell(3, 7, 8), 4), 0);
        assert_eq!(g.shift(cell(3, 0, 8), 3), 0);
        assert_eq!(g.shift(cell(0, 0, 8), 7), cell(1, 1, 8));
    }

    #[test]
    fn the_opening_reversi_moves() {
        let g = Geometry::new(8, 0, 0);
        let black = cell(3, 4, 8) | cell(4, 3, 8);
        let white = cell(3, 3, 8) | cell(4, 4, 8);
        let moves = g.outflanking(black, white);
        // d3, c4, f5, e6
        let expect = cell(2, 3, 8) | cell(3, 2, 8) | cell(4, 5, 8) | cell(5, 4, 8);
        assert_eq!(moves, expect);
        assert_eq!(g.flips(2 * 8 + 3, black, white), cell(3, 3, 8));
    }
}

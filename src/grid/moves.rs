//! A move on a grid: a pass, or a stone placed and (where the rules turn
//! blocks) a block turned.

/// A quarter turn of one block (0-based: 0 is quadrant 1, the top left).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Turn {
    pub block: u8,
    pub clockwise: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GridMove {
    Pass,
    Place { cell: u8, turn: Option<Turn> },
}

//! Moves written as text: pit numbers separated by spaces or commas
//! ("3 6 1 4", "3,6,1"). Records accept it for `moves`; `replay --then`,
//! `replay --moves` and `compare --moves` take the same notation.

/// The tokens of a move list with their byte offsets in `s`.
pub fn tokens(s: &str) -> impl Iterator<Item = (usize, &str)> {
    s.split(|c: char| c.is_whitespace() || c == ',')
        .scan(0usize, |offset, token| {
            let here = *offset;
            *offset += token.len() + 1;
            Some((here, token))
        })
        .filter(|(_, token)| !token.is_empty())
}

crate::messages! {
    /// Why a move list written as text is not pit numbers
    /// (`locales/*/record.ftl`).
    pub enum MoveListProblem {
        /// `token`: the first word that is not a pit number, as written.
        NotAPit { token: String } = "record-not-a-pit",
    }
}

/// What a token that is not a pit number is told.
pub fn not_a_pit(token: &str) -> MoveListProblem {
    MoveListProblem::NotAPit {
        token: token.to_string(),
    }
}

/// A whole move list; the error names the first token that is not a pit number.
pub fn parse(s: &str) -> Result<Vec<u32>, MoveListProblem> {
    tokens(s)
        .map(|(_, t)| t.parse::<u32>().map_err(|_| not_a_pit(t)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spaces_and_commas_separate_moves() {
        assert_eq!(parse("3 6,1  4"), Ok(vec![3, 6, 1, 4]));
        assert_eq!(parse(""), Ok(vec![]));
        assert_eq!(parse("3 x"), Err(not_a_pit("x")));
        assert!(parse("-1").is_err());
    }

    #[test]
    fn offsets_point_at_each_token() {
        let t: Vec<_> = tokens(" 3,16  x").collect();
        assert_eq!(t, vec![(1, "3"), (3, "16"), (7, "x")]);
    }
}

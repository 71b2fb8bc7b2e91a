//! The weights of a bracket's edges, computed once and looked up.

use crate::swiss::matching::Wide;

/// The weights of every edge among a window's vertices, computed once.
pub(super) struct EdgeTable {
    /// Each vertex's place in the window, `usize::MAX` outside it.
    place: Vec<usize>,
    size: usize,
    weights: Vec<Option<Wide>>,
}

impl EdgeTable {
    pub(super) fn new(
        vertices: usize,
        window: &[usize],
        weight: impl Fn(usize, usize) -> Option<Wide>,
    ) -> EdgeTable {
        let size = window.len();
        let mut place = vec![usize::MAX; vertices];
        for (k, &v) in window.iter().enumerate() {
            place[v] = k;
        }
        let mut weights = vec![None; size * size];
        for i in 0..size {
            for j in i + 1..size {
                let w = weight(window[i], window[j]);
                weights[i * size + j] = w;
                weights[j * size + i] = w;
            }
        }
        EdgeTable {
            place,
            size,
            weights,
        }
    }

    /// The same table with `f(i, j, weight)` for each edge, by places.
    pub(super) fn map<T: Copy>(&self, f: impl Fn(usize, usize, Wide) -> T) -> Table<'_, T> {
        let mut values = vec![None; self.size * self.size];
        for i in 0..self.size {
            for j in i + 1..self.size {
                if let Some(w) = self.weights[i * self.size + j] {
                    let v = f(i, j, w);
                    values[i * self.size + j] = Some(v);
                    values[j * self.size + i] = Some(v);
                }
            }
        }
        Table {
            place: &self.place,
            size: self.size,
            values,
        }
    }

    /// A window vertex's place in the window.
    pub(super) fn place(&self, v: usize) -> usize {
        self.place[v]
    }

    pub(super) fn get(&self, a: usize, b: usize) -> Option<Wide> {
        let (i, j) = (self.place[a], self.place[b]);
        if i == usize::MAX || j == usize::MAX || i == j {
            return None;
        }
        self.weights[i * self.size + j]
    }
}

/// A value for each edge of an [`EdgeTable`]'s window.
pub(super) struct Table<'e, T> {
    place: &'e [usize],
    size: usize,
    values: Vec<Option<T>>,
}

impl<T: Copy> Table<'_, T> {
    pub(super) fn get(&self, a: usize, b: usize) -> Option<T> {
        let (i, j) = (self.place[a], self.place[b]);
        if i == usize::MAX || j == usize::MAX || i == j {
            return None;
        }
        self.values[i * self.size + j]
    }
}

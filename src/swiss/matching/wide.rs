//! A 256-bit signed integer for the matching weights: the Dutch criteria,
//! packed one after another from the most significant, need more than the
//! 128 bits of `i128` for large brackets (close to 240 bits for a round of
//! 1,000 players), and the matching's duals need a few bits of headroom
//! above the heaviest edge.

use std::cmp::Ordering;
use std::ops::{Add, AddAssign, Sub, SubAssign};

/// `hi * 2^128 + lo`, two's complement over 256 bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Wide {
    hi: i128,
    lo: u128,
}

impl Wide {
    pub(crate) const fn from_u128(lo: u128) -> Wide {
        Wide { hi: 0, lo }
    }

    /// Whether it is odd (two's complement keeps the lowest bit's meaning).
    pub(crate) fn is_odd(self) -> bool {
        self.lo & 1 == 1
    }

    /// `self * 2^bits + value`, for packing a component below the others.
    pub(crate) fn shifted_add(self, bits: u32, value: u64) -> Wide {
        debug_assert!(bits < 64 && self.hi.unsigned_abs().leading_zeros() > bits);
        let carried = if bits == 0 {
            0
        } else {
            self.lo >> (128 - bits)
        };
        let hi = (self.hi << bits) | carried as i128;
        let lo = self.lo << bits;
        Wide { hi, lo } + Wide::from_u128(u128::from(value))
    }

    fn neg(self) -> Wide {
        Wide::default() - self
    }
}

impl Ord for Wide {
    fn cmp(&self, other: &Wide) -> Ordering {
        (self.hi, self.lo).cmp(&(other.hi, other.lo))
    }
}

impl PartialOrd for Wide {
    fn partial_cmp(&self, other: &Wide) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for Wide {
    type Output = Wide;
    fn add(self, other: Wide) -> Wide {
        let (lo, carry) = self.lo.overflowing_add(other.lo);
        Wide {
            hi: self
                .hi
                .wrapping_add(other.hi)
                .wrapping_add(i128::from(carry)),
            lo,
        }
    }
}

impl Sub for Wide {
    type Output = Wide;
    fn sub(self, other: Wide) -> Wide {
        let (lo, borrow) = self.lo.overflowing_sub(other.lo);
        Wide {
            hi: self
                .hi
                .wrapping_sub(other.hi)
                .wrapping_sub(i128::from(borrow)),
            lo,
        }
    }
}

impl AddAssign for Wide {
    fn add_assign(&mut self, other: Wide) {
        *self = *self + other;
    }
}

impl SubAssign for Wide {
    fn sub_assign(&mut self, other: Wide) {
        *self = *self - other;
    }
}

impl integer_blossom::Weight for Wide {
    const ZERO: Wide = Wide { hi: 0, lo: 0 };
    const ONE: Wide = Wide { hi: 0, lo: 1 };

    fn inf() -> Wide {
        Wide {
            hi: i128::MAX / 4,
            lo: 0,
        }
    }

    fn double(self) -> Wide {
        self + self
    }

    /// Rounds toward zero, as `/ 2` does on the built-in integers.
    fn half(self) -> Wide {
        if self.hi < 0 {
            return self.neg().half().neg();
        }
        Wide {
            hi: self.hi >> 1,
            lo: (self.lo >> 1) | ((self.hi as u128 & 1) << 127),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use integer_blossom::Weight;

    #[test]
    fn arithmetic_carries_across_the_halves() {
        let a = Wide::from_u128(u128::MAX);
        let b = a + Wide::ONE;
        assert_eq!(b, Wide { hi: 1, lo: 0 });
        assert_eq!(b - Wide::ONE, a);
        assert!(b > a);
        assert_eq!(b.half(), Wide::from_u128(1 << 127));
        assert_eq!(b.half().double(), b);
        let minus_three = Wide::ZERO - Wide::from_u128(3);
        assert!(minus_three < Wide::ZERO);
        assert_eq!(minus_three.half(), Wide::ZERO - Wide::ONE);
        let packed = Wide::from_u128(3 << 126).shifted_add(4, 5);
        assert_eq!(packed, Wide { hi: 12, lo: 5 });
    }
}

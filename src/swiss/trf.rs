//! The FIDE Tournament Report File (TRF, 2026 revision).

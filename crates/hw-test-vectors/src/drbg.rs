//! NIST CAVP CTR_DRBG (SP 800-90A) vectors for AES-256.

use crate::rsp::{parse_rsp, RspRecord};
use crate::{check_bits, load};

/// The three CAVP test procedures, as used in the directory names
/// `nist_cavp/drbg/drbgvectors_<variant>/`.
///
/// * `no_reseed`: instantiate, generate, generate;
/// * `pr_false`: instantiate, reseed, generate, generate;
/// * `pr_true`: instantiate, then two generates with prediction resistance,
///   each reseeding from its `EntropyInputPR` first.
pub const DRBG_VARIANTS: [&str; 3] = ["no_reseed", "pr_false", "pr_true"];

/// One CTR_DRBG AES-256 test case.
///
/// Inputs that a variant does not use are empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrbgCase {
    /// Test procedure: one of [`DRBG_VARIANTS`].
    pub variant: &'static str,
    /// True if the derivation function is used (`use df` files).
    pub use_df: bool,
    /// The `[PredictionResistance]` header (true only for `pr_true`).
    pub prediction_resistance: bool,
    /// `EntropyInput` for instantiate.
    pub entropy: Vec<u8>,
    /// `Nonce` for instantiate (empty without df).
    pub nonce: Vec<u8>,
    /// `PersonalizationString` for instantiate.
    pub personalization: Vec<u8>,
    /// `EntropyInputReseed` (only `pr_false`).
    pub entropy_reseed: Vec<u8>,
    /// `AdditionalInputReseed` (only `pr_false`).
    pub additional_reseed: Vec<u8>,
    /// `AdditionalInput` of the first and second generate call.
    pub additional: [Vec<u8>; 2],
    /// `EntropyInputPR` of the first and second generate call (only
    /// `pr_true`).
    pub entropy_pr: [Vec<u8>; 2],
    /// `ReturnedBits`: the output of the second generate call.
    pub returned_bits: Vec<u8>,
    /// The record's `COUNT`.
    pub count: usize,
    /// 1-based line number of the record in its file.
    pub line: usize,
}

/// Parses a CAVP CTR_DRBG `.rsp` text holding `[AES-256 use df]` (if
/// `use_df`) or `[AES-256 no df]` sections for the test procedure `variant`
/// (one of [`DRBG_VARIANTS`]).
///
/// Every field the variant defines must be present (repeated fields in file
/// order) and no other; lengths must match the section headers.
pub fn parse_ctr_drbg(text: &str, variant: &str, use_df: bool) -> Result<Vec<DrbgCase>, String> {
    let variant = static_variant(variant)?;
    parse_rsp(text)?
        .into_iter()
        .map(|record| drbg_case(record, variant, use_df))
        .collect()
}

/// Returns the `'static` spelling of `variant`, or an error if unknown.
fn static_variant(variant: &str) -> Result<&'static str, String> {
    DRBG_VARIANTS
        .into_iter()
        .find(|&v| v == variant)
        .ok_or_else(|| {
            format!("unknown DRBG variant {variant:?}; expected one of {DRBG_VARIANTS:?}")
        })
}

/// Converts one record into a [`DrbgCase`].
fn drbg_case(
    mut record: RspRecord,
    variant: &'static str,
    use_df: bool,
) -> Result<DrbgCase, String> {
    let line = record.line;
    record.header(if use_df {
        "AES-256 use df"
    } else {
        "AES-256 no df"
    })?;
    let prediction_resistance = match record.header("PredictionResistance")? {
        "True" => true,
        "False" => false,
        other => {
            return Err(format!(
                "record at line {line}: PredictionResistance = {other:?}"
            ))
        }
    };
    if prediction_resistance != (variant == "pr_true") {
        return Err(format!(
            "record at line {line}: PredictionResistance = {prediction_resistance} in a {variant} file"
        ));
    }
    let entropy_bits = record.header_usize("EntropyInputLen")?;
    let nonce_bits = record.header_usize("NonceLen")?;
    let personalization_bits = record.header_usize("PersonalizationStringLen")?;
    let additional_bits = record.header_usize("AdditionalInputLen")?;
    let returned_bits_len = record.header_usize("ReturnedBitsLen")?;

    let count = record.take_usize("COUNT")?;
    let entropy = record.take_hex("EntropyInput")?;
    let nonce = record.take_hex("Nonce")?;
    let personalization = record.take_hex("PersonalizationString")?;
    let (entropy_reseed, additional_reseed) = if variant == "pr_false" {
        (
            record.take_hex("EntropyInputReseed")?,
            record.take_hex("AdditionalInputReseed")?,
        )
    } else {
        (Vec::new(), Vec::new())
    };
    let additional = [
        record.take_hex("AdditionalInput")?,
        record.take_hex("AdditionalInput")?,
    ];
    let entropy_pr = if prediction_resistance {
        [
            record.take_hex("EntropyInputPR")?,
            record.take_hex("EntropyInputPR")?,
        ]
    } else {
        [Vec::new(), Vec::new()]
    };
    let returned_bits = record.take_hex("ReturnedBits")?;
    record.finish()?;

    check_bits(line, "EntropyInput", &entropy, entropy_bits)?;
    check_bits(line, "Nonce", &nonce, nonce_bits)?;
    check_bits(
        line,
        "PersonalizationString",
        &personalization,
        personalization_bits,
    )?;
    if variant == "pr_false" {
        check_bits(line, "EntropyInputReseed", &entropy_reseed, entropy_bits)?;
        check_bits(
            line,
            "AdditionalInputReseed",
            &additional_reseed,
            additional_bits,
        )?;
    }
    for input in &additional {
        check_bits(line, "AdditionalInput", input, additional_bits)?;
    }
    if prediction_resistance {
        for input in &entropy_pr {
            check_bits(line, "EntropyInputPR", input, entropy_bits)?;
        }
    }
    check_bits(line, "ReturnedBits", &returned_bits, returned_bits_len)?;

    Ok(DrbgCase {
        variant,
        use_df,
        prediction_resistance,
        entropy,
        nonce,
        personalization,
        entropy_reseed,
        additional_reseed,
        additional,
        entropy_pr,
        returned_bits,
        count,
        line,
    })
}

/// Loads `nist_cavp/drbg/drbgvectors_<variant>/CTR_DRBG_AES256_{no_df,use_df}.rsp`
/// (240 cases each).
///
/// # Panics
///
/// Panics if `variant` is not one of [`DRBG_VARIANTS`], or if the file is
/// missing or malformed.
pub fn ctr_drbg_cases(variant: &str, use_df: bool) -> Vec<DrbgCase> {
    let variant = static_variant(variant).unwrap_or_else(|err| panic!("{err}"));
    let df = if use_df { "use_df" } else { "no_df" };
    let rel = format!("nist_cavp/drbg/drbgvectors_{variant}/CTR_DRBG_AES256_{df}.rsp");
    load(&rel, |text| parse_ctr_drbg(text, variant, use_df))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADERS: &str = "[AES-256 no df]\n[PredictionResistance = True]\n[EntropyInputLen = 8]\n\
        [NonceLen = 0]\n[PersonalizationStringLen = 0]\n[AdditionalInputLen = 8]\n[ReturnedBitsLen = 16]\n\n";

    #[test]
    fn reads_repeated_fields_in_order() {
        let text = format!(
            "{HEADERS}COUNT = 3\nEntropyInput = 01\nNonce = \nPersonalizationString = \n\
             AdditionalInput = 02\nEntropyInputPR = 03\nAdditionalInput = 04\nEntropyInputPR = 05\n\
             ReturnedBits = 0607\n"
        );
        let cases = parse_ctr_drbg(&text, "pr_true", false).unwrap();
        assert_eq!(cases.len(), 1);
        let case = &cases[0];
        assert_eq!(case.additional, [vec![2], vec![4]]);
        assert_eq!(case.entropy_pr, [vec![3], vec![5]]);
        assert_eq!((case.count, case.variant), (3, "pr_true"));
        // The same text is not a use-df or pr_false file.
        assert!(parse_ctr_drbg(&text, "pr_true", true).is_err());
        assert!(parse_ctr_drbg(&text, "pr_false", false).is_err());
        assert!(parse_ctr_drbg(&text, "pr_maybe", false).is_err());
    }
}

//! Generic parser for NIST CAVP `.rsp` response files.
//!
//! The format is line based:
//!
//! * `# ...` lines are comments;
//! * `[Name = value]` and `[Name]` lines are section headers. Consecutive
//!   header lines form one header set, which applies to every record up to the
//!   next header line; a header line that follows records starts a new set;
//! * records are runs of `Name = value` lines (the value may be empty)
//!   separated by blank lines. A line without `=` (such as `FAIL`) is a flag.
//!
//! Line endings may be LF or CRLF.

use std::collections::BTreeMap;

/// One record of a CAVP `.rsp` file, together with the headers in force.
///
/// Consumers [`take`](Self::take) each field they expect and then call
/// [`finish`](Self::finish), which fails if anything was left over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RspRecord {
    /// Section headers in force for this record, e.g. `"Keylen" -> "256"`.
    /// A bare header such as `[ENCRYPT]` is stored as `"ENCRYPT" -> ""`.
    pub section: BTreeMap<String, String>,
    /// `Name = value` lines in file order; a name may repeat.
    pub fields: Vec<(String, String)>,
    /// Bare lines without `=`, such as `FAIL`, in file order.
    pub flags: Vec<String>,
    /// 1-based line number of the record's first line.
    pub line: usize,
}

impl RspRecord {
    /// Removes and returns the first remaining field called `name`.
    ///
    /// Repeated fields (such as the two `AdditionalInput` lines of a DRBG
    /// record) are returned in file order by successive calls.
    pub fn take(&mut self, name: &str) -> Result<String, String> {
        match self.fields.iter().position(|(n, _)| n == name) {
            Some(i) => Ok(self.fields.remove(i).1),
            None => Err(format!("record at line {}: no field `{name}`", self.line)),
        }
    }

    /// Like [`take`](Self::take), and decodes the value as hex.
    pub fn take_hex(&mut self, name: &str) -> Result<Vec<u8>, String> {
        let value = self.take(name)?;
        crate::try_hex(&value)
            .map_err(|err| format!("record at line {}: field `{name}`: {err}", self.line))
    }

    /// Like [`take`](Self::take), and parses the value as a decimal number.
    pub fn take_usize(&mut self, name: &str) -> Result<usize, String> {
        let value = self.take(name)?;
        value.parse().map_err(|_| {
            format!(
                "record at line {}: field `{name}` is not a number: {value:?}",
                self.line
            )
        })
    }

    /// Removes the first remaining flag equal to `flag`; returns whether there
    /// was one.
    pub fn take_flag(&mut self, flag: &str) -> bool {
        match self.flags.iter().position(|f| f == flag) {
            Some(i) => {
                self.flags.remove(i);
                true
            }
            None => false,
        }
    }

    /// Returns the value of the section header `name`.
    pub fn header(&self, name: &str) -> Result<&str, String> {
        self.section
            .get(name)
            .map(String::as_str)
            .ok_or_else(|| format!("record at line {}: no section header `{name}`", self.line))
    }

    /// Returns the section header `name` parsed as a decimal number.
    pub fn header_usize(&self, name: &str) -> Result<usize, String> {
        let value = self.header(name)?;
        value.parse().map_err(|_| {
            format!(
                "record at line {}: section header `{name}` is not a number: {value:?}",
                self.line
            )
        })
    }

    /// Succeeds only if every field and flag has been taken.
    pub fn finish(self) -> Result<(), String> {
        if self.fields.is_empty() && self.flags.is_empty() {
            return Ok(());
        }
        let names: Vec<&str> = self
            .fields
            .iter()
            .map(|(name, _)| name.as_str())
            .chain(self.flags.iter().map(String::as_str))
            .collect();
        Err(format!(
            "record at line {}: unexpected field(s) or flag(s): {}",
            self.line,
            names.join(", ")
        ))
    }
}

/// Splits a CAVP `.rsp` text into records.
///
/// Errors name the offending line (1-based).
pub fn parse_rsp(text: &str) -> Result<Vec<RspRecord>, String> {
    let mut records = Vec::new();
    let mut headers = BTreeMap::new();
    // True while the previous significant line was a header line.
    let mut in_header_set = false;
    let mut current: Option<RspRecord> = None;

    for (index, raw) in text.lines().enumerate() {
        let line_no = index + 1;
        let line = raw.trim_end_matches('\r').trim();
        if line.starts_with('#') {
            continue;
        }
        if line.is_empty() {
            records.extend(current.take());
            continue;
        }
        if let Some(rest) = line.strip_prefix('[') {
            let inner = rest
                .strip_suffix(']')
                .ok_or_else(|| format!("line {line_no}: unterminated section header {line:?}"))?;
            records.extend(current.take());
            if !in_header_set {
                headers.clear();
                in_header_set = true;
            }
            let (key, value) = inner.split_once('=').unwrap_or((inner, ""));
            let key = key.trim();
            if key.is_empty() {
                return Err(format!("line {line_no}: empty section header {line:?}"));
            }
            headers.insert(key.to_string(), value.trim().to_string());
            continue;
        }
        in_header_set = false;
        let record = current.get_or_insert_with(|| RspRecord {
            section: headers.clone(),
            fields: Vec::new(),
            flags: Vec::new(),
            line: line_no,
        });
        match line.split_once('=') {
            Some((name, value)) => {
                let name = name.trim();
                if name.is_empty() {
                    return Err(format!("line {line_no}: field without a name {line:?}"));
                }
                record
                    .fields
                    .push((name.to_string(), value.trim().to_string()));
            }
            None => record.flags.push(line.to_string()),
        }
    }
    records.extend(current.take());
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "# comment\r\n\r\n[Keylen = 256]\r\n[IVlen = 96]\r\n\r\n\
        Count = 0\r\nKey = 00ff\r\nCT = \r\n\r\n\
        Count = 1\r\nKey = 01\r\nFAIL\r\n\r\n\
        [ENCRYPT]\r\n\r\nCOUNT = 7\r\nA = 1\r\nA = 2\r\n";

    #[test]
    fn splits_records_and_headers() {
        let records = parse_rsp(SAMPLE).unwrap();
        assert_eq!(records.len(), 3);

        let mut first = records[0].clone();
        assert_eq!(first.line, 6);
        assert_eq!(first.header("Keylen").unwrap(), "256");
        assert_eq!(first.header_usize("IVlen").unwrap(), 96);
        assert_eq!(first.take_usize("Count").unwrap(), 0);
        assert_eq!(first.take_hex("Key").unwrap(), vec![0x00, 0xff]);
        assert_eq!(first.take("CT").unwrap(), "");
        assert!(!first.take_flag("FAIL"));
        first.finish().unwrap();

        let mut second = records[1].clone();
        assert!(second.take_flag("FAIL"));
        assert!(second.take("PT").is_err());
        second.take("Count").unwrap();
        second.take("Key").unwrap();
        second.finish().unwrap();

        // A header after records starts a fresh header set.
        let mut third = records[2].clone();
        assert_eq!(third.section.len(), 1);
        assert_eq!(third.header("ENCRYPT").unwrap(), "");
        assert!(third.header("Keylen").is_err());
        // Repeated names come back in file order.
        third.take("COUNT").unwrap();
        assert_eq!(third.take("A").unwrap(), "1");
        assert_eq!(third.take("A").unwrap(), "2");
        third.finish().unwrap();
    }

    #[test]
    fn finish_rejects_unconsumed_field() {
        let mut record = parse_rsp("Count = 0\nKey = 00\nTypo = 11\n")
            .unwrap()
            .remove(0);
        record.take("Count").unwrap();
        record.take("Key").unwrap();
        let err = record.finish().unwrap_err();
        assert!(err.contains("Typo"), "{err}");
        assert!(err.contains("line 1"), "{err}");
    }

    #[test]
    fn finish_rejects_unconsumed_flag() {
        let mut record = parse_rsp("Count = 0\nFAIL\n").unwrap().remove(0);
        record.take("Count").unwrap();
        assert!(record.finish().unwrap_err().contains("FAIL"));
    }

    #[test]
    fn header_with_same_key_overwrites() {
        let records = parse_rsp("[A = 1]\n[A = 2]\nX = 0\n").unwrap();
        assert_eq!(records[0].header("A").unwrap(), "2");
    }

    #[test]
    fn reports_bad_lines() {
        assert!(parse_rsp("[Keylen = 256\n").unwrap_err().contains("line 1"));
        assert!(parse_rsp("\n = 5\n").unwrap_err().contains("line 2"));
        let mut record = parse_rsp("Key = 0g\n").unwrap().remove(0);
        assert!(record.take_hex("Key").unwrap_err().contains("`Key`"));
    }
}

//! A small JSON parser: flat objects, one per line (what the interleaved benchmark example
//! prints, [`parse_object`]), and whole nested documents (`cargo metadata`, [`parse_document`]).
//!
//! Flat means the values are strings, numbers, booleans or null; [`parse_object`] rejects nested
//! objects and arrays. Enough for our own output and cargo's without pulling a JSON crate into
//! `cargo xtask`.

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A string, escapes decoded.
    Str(String),
    /// A number.
    Num(f64),
    /// `true` or `false`.
    Bool(bool),
    /// `null`.
    Null,
    /// An array (only from [`parse_document`]).
    Arr(Vec<Value>),
    /// An object (only from [`parse_document`]).
    Obj(Object),
}

impl Value {
    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The object, if this is one.
    pub fn as_obj(&self) -> Option<&Object> {
        match self {
            Value::Obj(o) => Some(o),
            _ => None,
        }
    }
}

/// One flat object: its members in the order they appear.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Object(pub Vec<(String, Value)>);

impl Object {
    /// The value of member `key` (the last one if it repeats).
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// Member `key` as a string.
    pub fn str(&self, key: &str) -> Result<&str, String> {
        match self.get(key) {
            Some(Value::Str(s)) => Ok(s),
            Some(other) => Err(format!("`{key}` is not a string: {other:?}")),
            None => Err(format!("no `{key}`")),
        }
    }

    /// Member `key` as an array.
    pub fn arr(&self, key: &str) -> Result<&[Value], String> {
        match self.get(key) {
            Some(Value::Arr(a)) => Ok(a),
            Some(other) => Err(format!("`{key}` is not an array: {other:?}")),
            None => Err(format!("no `{key}`")),
        }
    }

    /// Member `key` as an object.
    pub fn obj(&self, key: &str) -> Result<&Object, String> {
        match self.get(key) {
            Some(Value::Obj(o)) => Ok(o),
            Some(other) => Err(format!("`{key}` is not an object: {other:?}")),
            None => Err(format!("no `{key}`")),
        }
    }

    /// Member `key` as a number.
    pub fn num(&self, key: &str) -> Result<f64, String> {
        match self.get(key) {
            Some(Value::Num(x)) => Ok(*x),
            Some(other) => Err(format!("`{key}` is not a number: {other:?}")),
            None => Err(format!("no `{key}`")),
        }
    }

    /// Member `key` as a non-negative integer.
    pub fn uint(&self, key: &str) -> Result<u64, String> {
        let x = self.num(key)?;
        if x >= 0.0 && x.fract() == 0.0 && x <= 2f64.powi(53) {
            Ok(x as u64)
        } else {
            Err(format!("`{key}` is not a non-negative integer: {x}"))
        }
    }
}

/// Parses one line holding one flat JSON object (surrounding whitespace allowed).
pub fn parse_object(line: &str) -> Result<Object, String> {
    let mut p = Parser {
        s: line.as_bytes(),
        i: 0,
        nested: false,
        depth: 0,
    };
    let obj = p.object()?;
    p.ws();
    if p.i != p.s.len() {
        return Err(p.err("trailing characters after the object"));
    }
    Ok(obj)
}

/// Parses one whole JSON document, nested objects and arrays included (at most 128 deep).
pub fn parse_document(text: &str) -> Result<Value, String> {
    let mut p = Parser {
        s: text.as_bytes(),
        i: 0,
        nested: true,
        depth: 0,
    };
    let v = p.value()?;
    p.ws();
    if p.i != p.s.len() {
        return Err(p.err("trailing characters after the document"));
    }
    Ok(v)
}

/// The deepest nesting [`parse_document`] accepts (cargo metadata needs about 6).
const MAX_DEPTH: usize = 128;

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    /// Whether objects and arrays may appear as values.
    nested: bool,
    depth: usize,
}

impl Parser<'_> {
    fn err(&self, what: &str) -> String {
        format!("{what} at byte {}", self.i)
    }

    fn ws(&mut self) {
        while self
            .s
            .get(self.i)
            .is_some_and(|c| matches!(c, b' ' | b'\t' | b'\r' | b'\n'))
        {
            self.i += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn expect(&mut self, c: u8) -> Result<(), String> {
        self.ws();
        if self.peek() == Some(c) {
            self.i += 1;
            Ok(())
        } else {
            Err(self.err(&format!("expected `{}`", c as char)))
        }
    }

    fn object(&mut self) -> Result<Object, String> {
        self.expect(b'{')?;
        let mut members = Vec::new();
        self.ws();
        if self.peek() == Some(b'}') {
            self.i += 1;
            return Ok(Object(members));
        }
        loop {
            self.ws();
            let key = self.string()?;
            self.expect(b':')?;
            let value = self.value()?;
            members.push((key, value));
            self.ws();
            match self.peek() {
                Some(b',') => self.i += 1,
                Some(b'}') => {
                    self.i += 1;
                    return Ok(Object(members));
                }
                _ => return Err(self.err("expected `,` or `}`")),
            }
        }
    }

    fn value(&mut self) -> Result<Value, String> {
        self.ws();
        match self.peek() {
            Some(b'"') => Ok(Value::Str(self.string()?)),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b't') => self.word("true", Value::Bool(true)),
            Some(b'f') => self.word("false", Value::Bool(false)),
            Some(b'n') => self.word("null", Value::Null),
            Some(b'{' | b'[') if !self.nested => {
                Err(self.err("nested objects and arrays are not supported"))
            }
            Some(open @ (b'{' | b'[')) => {
                self.depth += 1;
                if self.depth > MAX_DEPTH {
                    return Err(self.err("nested too deeply"));
                }
                let v = if open == b'{' {
                    Value::Obj(self.object()?)
                } else {
                    self.array()?
                };
                self.depth -= 1;
                Ok(v)
            }
            _ => Err(self.err("expected a value")),
        }
    }

    fn array(&mut self) -> Result<Value, String> {
        self.expect(b'[')?;
        let mut items = Vec::new();
        self.ws();
        if self.peek() == Some(b']') {
            self.i += 1;
            return Ok(Value::Arr(items));
        }
        loop {
            items.push(self.value()?);
            self.ws();
            match self.peek() {
                Some(b',') => self.i += 1,
                Some(b']') => {
                    self.i += 1;
                    return Ok(Value::Arr(items));
                }
                _ => return Err(self.err("expected `,` or `]`")),
            }
        }
    }

    fn word(&mut self, w: &str, v: Value) -> Result<Value, String> {
        if self.s[self.i..].starts_with(w.as_bytes()) {
            self.i += w.len();
            Ok(v)
        } else {
            Err(self.err("expected a value"))
        }
    }

    fn number(&mut self) -> Result<Value, String> {
        let start = self.i;
        // JSON grammar: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
        if self.peek() == Some(b'-') {
            self.i += 1;
        }
        let digits = |p: &mut Self| {
            let from = p.i;
            while p.peek().is_some_and(|c| c.is_ascii_digit()) {
                p.i += 1;
            }
            p.i - from
        };
        let int_start = self.i;
        let n = digits(self);
        if n == 0 || (n > 1 && self.s[int_start] == b'0') {
            return Err(self.err("bad number"));
        }
        if self.peek() == Some(b'.') {
            self.i += 1;
            if digits(self) == 0 {
                return Err(self.err("bad number"));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.i += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.i += 1;
            }
            if digits(self) == 0 {
                return Err(self.err("bad number"));
            }
        }
        let text = std::str::from_utf8(&self.s[start..self.i]).map_err(|e| e.to_string())?;
        text.parse::<f64>()
            .map(Value::Num)
            .map_err(|e| format!("bad number `{text}`: {e}"))
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let h = self
            .s
            .get(self.i..self.i + 4)
            .ok_or_else(|| self.err("short \\u escape"))?;
        let h = std::str::from_utf8(h).map_err(|_| self.err("bad \\u escape"))?;
        let v = u32::from_str_radix(h, 16).map_err(|_| self.err("bad \\u escape"))?;
        self.i += 4;
        Ok(v)
    }

    fn string(&mut self) -> Result<String, String> {
        if self.peek() != Some(b'"') {
            return Err(self.err("expected a string"));
        }
        self.i += 1;
        let mut out: Vec<u8> = Vec::new();
        loop {
            let c = self.peek().ok_or_else(|| self.err("unterminated string"))?;
            self.i += 1;
            match c {
                b'"' => break,
                b'\\' => {
                    let e = self.peek().ok_or_else(|| self.err("unterminated string"))?;
                    self.i += 1;
                    let ch = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let hi = self.hex4()?;
                            let code = if (0xd800..0xdc00).contains(&hi) {
                                if !self.s[self.i..].starts_with(b"\\u") {
                                    return Err(self.err("lone surrogate"));
                                }
                                self.i += 2;
                                let lo = self.hex4()?;
                                if !(0xdc00..0xe000).contains(&lo) {
                                    return Err(self.err("bad surrogate pair"));
                                }
                                0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00)
                            } else {
                                hi
                            };
                            char::from_u32(code).ok_or_else(|| self.err("bad \\u escape"))?
                        }
                        _ => return Err(self.err("bad escape")),
                    };
                    let mut b = [0u8; 4];
                    out.extend_from_slice(ch.encode_utf8(&mut b).as_bytes());
                }
                c if c < 0x20 => return Err(self.err("control character in string")),
                c => out.push(c),
            }
        }
        String::from_utf8(out).map_err(|_| self.err("string is not UTF-8"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_result_line() {
        let o = parse_object(
            r#"{"case":"seal/1024","op":"seal","bytes":1024,"aad":0,"impl":"hw-gcm/vaes_avx512","median_ns":209.899,"min_ns":1.5e2,"max_ns":-0.25E+1,"rounds":21,"batch":938}"#,
        )
        .unwrap();
        assert_eq!(o.str("case").unwrap(), "seal/1024");
        assert_eq!(o.str("impl").unwrap(), "hw-gcm/vaes_avx512");
        assert_eq!(o.uint("bytes").unwrap(), 1024);
        assert_eq!(o.num("median_ns").unwrap(), 209.899);
        assert_eq!(o.num("min_ns").unwrap(), 150.0);
        assert_eq!(o.num("max_ns").unwrap(), -2.5);
        assert_eq!(o.uint("rounds").unwrap(), 21);
        assert_eq!(o.0.len(), 10);
        assert!(o.uint("max_ns").is_err());
        assert!(o.str("bytes").is_err());
        assert!(o.num("nope").is_err());
    }

    #[test]
    fn strings_escapes_and_scalars() {
        let o = parse_object(
            " { \"a\" : \"q\\\"b\\\\s\\/\\n\\u00e9\\ud83d\\ude00\" , \"t\":true,\"f\":false,\"n\":null,\"e\":{}  } ",
        );
        assert!(o.is_err(), "nested object must be rejected");
        let o = parse_object(
            " { \"a\" : \"q\\\"b\\\\s\\/\\n\\u00e9\\ud83d\\ude00\" , \"t\":true,\"f\":false,\"n\":null } ",
        )
        .unwrap();
        assert_eq!(o.str("a").unwrap(), "q\"b\\s/\né\u{1f600}");
        assert_eq!(o.get("t"), Some(&Value::Bool(true)));
        assert_eq!(o.get("f"), Some(&Value::Bool(false)));
        assert_eq!(o.get("n"), Some(&Value::Null));
        assert_eq!(parse_object("{}").unwrap(), Object::default());
        assert_eq!(parse_object(r#"{"k":"ü"}"#).unwrap().str("k").unwrap(), "ü");
    }

    #[test]
    fn nested_documents() {
        let v = parse_document(
            r#" {"packages":[{"name":"a","deps":[]},{"name":"b","deps":[1,[2,{}]]}],"n":null} "#,
        )
        .unwrap();
        let o = v.as_obj().unwrap();
        let p = o.arr("packages").unwrap();
        assert_eq!(p.len(), 2);
        assert_eq!(p[1].as_obj().unwrap().str("name").unwrap(), "b");
        assert_eq!(p[1].as_obj().unwrap().arr("deps").unwrap().len(), 2);
        assert_eq!(parse_document("[]").unwrap(), Value::Arr(vec![]));
        assert_eq!(parse_document("\"x\"").unwrap(), Value::Str("x".into()));
        for bad in ["[1,]", "[1 2]", "{\"a\":[}", "[", "[1]]", "{\"a\":1,}"] {
            assert!(parse_document(bad).is_err(), "accepted {bad:?}");
        }
        let deep = "[".repeat(200) + &"]".repeat(200);
        assert!(parse_document(&deep).is_err(), "no depth limit");
    }

    #[test]
    fn rejects_malformed_lines() {
        for bad in [
            "",
            "{",
            "{\"a\":1,}",
            "{\"a\" 1}",
            "{\"a\":01}",
            "{\"a\":1.}",
            "{\"a\":.5}",
            "{\"a\":1e}",
            "{\"a\":+1}",
            "{\"a\":[1]}",
            "{\"a\":tru}",
            "{\"a\":\"x}",
            "{\"a\":\"\\x\"}",
            "{\"a\":\"\\ud800\"}",
            "{\"a\":1} x",
            "{a:1}",
            "{\"a\":\"tab\there\"}",
        ] {
            assert!(parse_object(bad).is_err(), "accepted {bad:?}");
        }
    }
}

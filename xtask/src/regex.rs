//! A small backtracking regular-expression matcher for `cargo xtask bench --filter`, so that
//! xtask needs no regex crate.
//!
//! Supported: literals, `.`, classes `[a-z0-9_]` and `[^...]`, escapes `\d \w \s \D \W \S` and
//! `\` before any other character (taken literally), groups `( )` and `(?: )`, alternation `|`,
//! repetition `* + ? {m} {m,} {m,n}` (a trailing `?` for laziness is accepted and ignored),
//! anchors `^ $`. Matching is unanchored, like `regex::Regex::is_match`.

/// A compiled pattern.
#[derive(Clone, Debug)]
pub struct Regex {
    alts: Vec<Vec<Node>>,
}

#[derive(Clone, Debug)]
enum Node {
    Lit(char),
    Any,
    Class { negated: bool, items: Vec<Item> },
    Start,
    End,
    Group(Vec<Vec<Node>>),
    Repeat { node: Box<Node>, min: u32, max: u32 },
}

#[derive(Clone, Copy, Debug)]
enum Item {
    Range(char, char),
    Digit(bool),
    Word(bool),
    Space(bool),
}

impl Item {
    fn matches(self, c: char) -> bool {
        match self {
            Item::Range(a, b) => a <= c && c <= b,
            Item::Digit(neg) => c.is_ascii_digit() != neg,
            Item::Word(neg) => (c.is_alphanumeric() || c == '_') != neg,
            Item::Space(neg) => c.is_whitespace() != neg,
        }
    }
}

/// Upper bound for `{m,n}` counts and the stand-in for "unbounded".
const MANY: u32 = u32::MAX;

impl Regex {
    /// Compiles `pattern`, or says what is wrong with it.
    pub fn new(pattern: &str) -> Result<Regex, String> {
        let mut p = Parser {
            s: pattern.chars().collect(),
            i: 0,
        };
        let alts = p.alternation()?;
        if p.i != p.s.len() {
            return Err(format!("unmatched `)` at character {}", p.i));
        }
        Ok(Regex { alts })
    }

    /// Whether the pattern matches anywhere in `text`.
    pub fn is_match(&self, text: &str) -> bool {
        let s: Vec<char> = text.chars().collect();
        (0..=s.len()).any(|start| {
            self.alts
                .iter()
                .any(|seq| match_seq(seq, &s, start, &mut |_| true))
        })
    }
}

struct Parser {
    s: Vec<char>,
    i: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.s.get(self.i).copied()
    }

    fn alternation(&mut self) -> Result<Vec<Vec<Node>>, String> {
        let mut alts = vec![self.sequence()?];
        while self.peek() == Some('|') {
            self.i += 1;
            alts.push(self.sequence()?);
        }
        Ok(alts)
    }

    fn sequence(&mut self) -> Result<Vec<Node>, String> {
        let mut seq = Vec::new();
        while let Some(c) = self.peek() {
            if c == '|' || c == ')' {
                break;
            }
            self.i += 1;
            let atom = match c {
                '.' => Node::Any,
                '^' => Node::Start,
                '$' => Node::End,
                '(' => {
                    if self.s[self.i..].starts_with(&['?', ':']) {
                        self.i += 2;
                    }
                    let alts = self.alternation()?;
                    if self.peek() != Some(')') {
                        return Err("unclosed `(`".to_owned());
                    }
                    self.i += 1;
                    Node::Group(alts)
                }
                '[' => self.class()?,
                '\\' => match self.escape()? {
                    Ok(item) => Node::Class {
                        negated: false,
                        items: vec![item],
                    },
                    Err(lit) => Node::Lit(lit),
                },
                '*' | '+' | '?' => return Err(format!("nothing to repeat before `{c}`")),
                c => Node::Lit(c),
            };
            seq.push(self.repetition(atom)?);
        }
        Ok(seq)
    }

    /// Applies any quantifiers that follow `atom`.
    fn repetition(&mut self, mut atom: Node) -> Result<Node, String> {
        loop {
            let (min, max) = match self.peek() {
                Some('*') => (0, MANY),
                Some('+') => (1, MANY),
                Some('?') => (0, 1),
                Some('{') => match self.counts() {
                    Some(mm) => mm,
                    None => return Ok(atom),
                },
                _ => return Ok(atom),
            };
            // Past the `*`, `+`, `?` or the `}` that counts() stops on.
            self.i += 1;
            // Laziness does not change whether a pattern matches.
            if self.peek() == Some('?') {
                self.i += 1;
            }
            if min > max {
                return Err(format!("bad repetition {{{min},{max}}}"));
            }
            atom = Node::Repeat {
                node: Box::new(atom),
                min,
                max,
            };
        }
    }

    /// Parses `{m}`, `{m,}` or `{m,n}` at the index, leaving the index on the `}`; `None` (index
    /// unchanged) if the brace does not start a repetition, which then counts as a literal.
    fn counts(&mut self) -> Option<(u32, u32)> {
        let rest: String = self.s[self.i + 1..].iter().collect();
        let close = rest.find('}')?;
        let body = &rest[..close];
        let num = |t: &str| -> Option<u32> {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                None
            } else {
                t.parse::<u32>().ok().filter(|&n| n < 1000)
            }
        };
        let (min, max) = match body.split_once(',') {
            None => {
                let n = num(body)?;
                (n, n)
            }
            Some((a, "")) => (num(a)?, MANY),
            Some((a, b)) => (num(a)?, num(b)?),
        };
        self.i += 1 + body.chars().count();
        Some((min, max))
    }

    /// After a `\`: a class item (`\d` ...) or a literal character.
    fn escape(&mut self) -> Result<Result<Item, char>, String> {
        let c = self.peek().ok_or("pattern ends with `\\`")?;
        self.i += 1;
        Ok(match c {
            'd' => Ok(Item::Digit(false)),
            'D' => Ok(Item::Digit(true)),
            'w' => Ok(Item::Word(false)),
            'W' => Ok(Item::Word(true)),
            's' => Ok(Item::Space(false)),
            'S' => Ok(Item::Space(true)),
            'n' => Err('\n'),
            't' => Err('\t'),
            c => Err(c),
        })
    }

    /// After a `[`: the class up to its `]`.
    fn class(&mut self) -> Result<Node, String> {
        let negated = self.peek() == Some('^');
        if negated {
            self.i += 1;
        }
        let mut items = Vec::new();
        let mut first = true;
        loop {
            let c = self.peek().ok_or("unclosed `[`")?;
            self.i += 1;
            if c == ']' && !first {
                break;
            }
            first = false;
            let lo = if c == '\\' {
                match self.escape()? {
                    Ok(item) => {
                        items.push(item);
                        continue;
                    }
                    Err(lit) => lit,
                }
            } else {
                c
            };
            if self.peek() == Some('-') && self.s.get(self.i + 1).is_some_and(|&n| n != ']') {
                self.i += 1;
                let mut hi = self.peek().ok_or("unclosed `[`")?;
                self.i += 1;
                if hi == '\\' {
                    hi = match self.escape()? {
                        Err(lit) => lit,
                        Ok(_) => return Err("class shorthand as a range end".to_owned()),
                    };
                }
                if hi < lo {
                    return Err(format!("bad range {lo}-{hi}"));
                }
                items.push(Item::Range(lo, hi));
            } else {
                items.push(Item::Range(lo, lo));
            }
        }
        Ok(Node::Class { negated, items })
    }
}

/// Matches `seq` at `i`, then calls `k` with the end position; true as soon as `k` accepts.
fn match_seq(seq: &[Node], s: &[char], i: usize, k: &mut dyn FnMut(usize) -> bool) -> bool {
    match seq.split_first() {
        None => k(i),
        Some((node, rest)) => match_node(node, s, i, &mut |j| match_seq(rest, s, j, k)),
    }
}

fn match_node(node: &Node, s: &[char], i: usize, k: &mut dyn FnMut(usize) -> bool) -> bool {
    let one = |pred: &dyn Fn(char) -> bool, k: &mut dyn FnMut(usize) -> bool| {
        s.get(i).is_some_and(|&c| pred(c)) && k(i + 1)
    };
    match node {
        Node::Lit(l) => one(&|c| c == *l, k),
        Node::Any => one(&|c| c != '\n', k),
        Node::Class { negated, items } => {
            one(&|c| items.iter().any(|it| it.matches(c)) != *negated, k)
        }
        Node::Start => i == 0 && k(i),
        Node::End => i == s.len() && k(i),
        Node::Group(alts) => {
            for seq in alts {
                if match_seq(seq, s, i, k) {
                    return true;
                }
            }
            false
        }
        Node::Repeat { node, min, max } => repeat(node, *min, *max, 0, s, i, k),
    }
}

/// Greedy repetition: `count` matches of `node` so far, ending at `i`.
fn repeat(
    node: &Node,
    min: u32,
    max: u32,
    count: u32,
    s: &[char],
    i: usize,
    k: &mut dyn FnMut(usize) -> bool,
) -> bool {
    // One more, unless that would loop on an empty match once the minimum is met.
    if count < max
        && match_node(node, s, i, &mut |j| {
            (j != i || count < min) && repeat(node, min, max, count + 1, s, j, k)
        })
    {
        return true;
    }
    count >= min && k(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(p: &str, t: &str) -> bool {
        Regex::new(p).unwrap().is_match(t)
    }

    #[test]
    fn literals_and_anchors() {
        assert!(m("seal", "seal/1024/ring"));
        assert!(m("", "anything"));
        assert!(m("1024/", "open/1024/ring"));
        assert!(!m("1024/", "open/1024_aad13/ring"));
        assert!(m("^seal/", "seal/16/ring"));
        assert!(!m("^seal/", "open/16/ring"));
        assert!(m("ring$", "seal/16/ring"));
        assert!(!m("ring$", "seal/16/ring2"));
        assert!(m("^$", ""));
        assert!(m("a\\.b", "a.b"));
        assert!(!m("a\\.b", "axb"));
        assert!(m("a.b", "axb"));
    }

    #[test]
    fn classes_groups_and_repetition() {
        assert!(m("^(seal|open)/1024$", "open/1024"));
        assert!(!m("^(seal|open)/1024$", "open/1024_aad13"));
        assert!(m(
            "^(?:seal|open)/\\d+/hw-gcm",
            "seal/65536/hw-gcm/vaes_avx512"
        ));
        assert!(m("aes-gcm-0\\.1[01]", "seal/16/aes-gcm-0.10"));
        assert!(!m("aes-gcm-0\\.1[^01]", "seal/16/aes-gcm-0.10"));
        assert!(m("^a[b-d]+e$", "abcdcbe"));
        assert!(!m("^a[b-d]+e$", "ae"));
        assert!(m("^a[b-d]*e$", "ae"));
        assert!(m("^colou?r$", "color"));
        assert!(m("^colou?r$", "colour"));
        assert!(m("^x{3}$", "xxx"));
        assert!(!m("^x{3}$", "xx"));
        assert!(m("^x{2,}$", "xxxx"));
        assert!(m("^x{1,2}y$", "xxy"));
        assert!(!m("^x{1,2}y$", "xxxy"));
        assert!(m("^a{b$", "a{b"));
        assert!(m("^(a|ab)(c|bcd)(d*)$", "abcd"));
        assert!(m("^(a*)*b$", "aaab"));
        assert!(m("^(a?)+$", ""));
        assert!(m("[]x]", "]"));
        assert!(m("[a-]", "-"));
        assert!(m("^\\w+/\\w+$", "key_setup/ring"));
        assert!(m("\\s", "a b"));
        assert!(!m("\\S", "  "));
        assert!(m("^.*?x", "aax"));
    }

    #[test]
    fn rejects_bad_patterns() {
        for bad in ["(", "a)", "[a", "*a", "a|+", "\\", "[z-a]", "x{3,1}"] {
            assert!(Regex::new(bad).is_err(), "accepted {bad:?}");
        }
    }
}

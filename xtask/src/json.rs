//! JSON through `serde_json`, with field accessors whose errors name the missing or mistyped
//! field (`cargo metadata` documents and the benchmarks' result lines).

pub use serde_json::Value;

/// A JSON object.
pub type Object = serde_json::Map<String, Value>;

/// Typed field access on an [`Object`]: `Err` names the field and what it should have been.
pub trait Fields {
    /// The string at `key`.
    fn str(&self, key: &str) -> Result<&str, String>;
    /// The array at `key`.
    fn arr(&self, key: &str) -> Result<&[Value], String>;
    /// The object at `key`.
    fn obj(&self, key: &str) -> Result<&Object, String>;
    /// The number at `key`.
    fn num(&self, key: &str) -> Result<f64, String>;
    /// The non-negative integer at `key`.
    fn uint(&self, key: &str) -> Result<u64, String>;
}

fn typed<'a, T: 'a>(
    o: &'a Object,
    key: &str,
    what: &str,
    f: impl FnOnce(&'a Value) -> Option<T>,
) -> Result<T, String> {
    let v = o.get(key).ok_or_else(|| format!("missing field `{key}`"))?;
    f(v).ok_or_else(|| format!("field `{key}` is not {what}"))
}

impl Fields for Object {
    fn str(&self, key: &str) -> Result<&str, String> {
        typed(self, key, "a string", Value::as_str)
    }
    fn arr(&self, key: &str) -> Result<&[Value], String> {
        typed(self, key, "an array", |v| v.as_array().map(Vec::as_slice))
    }
    fn obj(&self, key: &str) -> Result<&Object, String> {
        typed(self, key, "an object", Value::as_object)
    }
    fn num(&self, key: &str) -> Result<f64, String> {
        typed(self, key, "a number", Value::as_f64)
    }
    fn uint(&self, key: &str) -> Result<u64, String> {
        typed(self, key, "a non-negative integer", Value::as_u64)
    }
}

/// One JSON object (a result line).
pub fn parse_object(line: &str) -> Result<Object, String> {
    serde_json::from_str(line).map_err(|e| format!("not a JSON object: {e}"))
}

/// A whole JSON document (`cargo metadata`).
pub fn parse_document(text: &str) -> Result<Value, String> {
    serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_and_their_errors() {
        let o = parse_object(
            r#"{"case":"seal/1024","bytes":1024,"median_ns":209.899,"max_ns":-2.5,"k":[1,2],"o":{}}"#,
        )
        .unwrap();
        assert_eq!(o.str("case").unwrap(), "seal/1024");
        assert_eq!(o.uint("bytes").unwrap(), 1024);
        assert_eq!(o.num("median_ns").unwrap(), 209.899);
        assert_eq!(o.arr("k").unwrap().len(), 2);
        assert!(o.obj("o").unwrap().is_empty());
        assert_eq!(
            o.uint("max_ns").unwrap_err(),
            "field `max_ns` is not a non-negative integer"
        );
        assert_eq!(o.str("bytes").unwrap_err(), "field `bytes` is not a string");
        assert_eq!(o.num("nope").unwrap_err(), "missing field `nope`");
        assert!(parse_object("[1]").is_err());
        assert!(parse_object("{").is_err());
        assert!(parse_document("[]").unwrap().as_array().unwrap().is_empty());
    }
}

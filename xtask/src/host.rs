//! The CPU's name for reports, shared by `cargo xtask bench` and the examples in `benches/`
//! (which include this file by path).

/// `/proc/cpuinfo`'s model name with its family and model numbers, which name the CPU where a
/// hypervisor reports a generic name (`Intel(R) Xeon(R) Processor (family 6 model 207)`);
/// `unknown CPU` where there is no such file.
pub fn cpu_name() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let field = |name: &str| {
        info.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            (k.trim() == name).then(|| v.trim().to_owned())
        })
    };
    match (field("model name"), field("cpu family"), field("model")) {
        (Some(n), Some(f), Some(m)) => format!("{n} (family {f} model {m})"),
        (Some(n), _, _) => n,
        _ => "unknown CPU".to_owned(),
    }
}

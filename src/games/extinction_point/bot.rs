use super::ExtinctionPoint; use crate::engine::bot::BotHooks; impl BotHooks for ExtinctionPoint {}

/** "07:30" -> "7h30", "18:00" -> "18h": how opening hours are written in Brazil. */
export function formatHour(time: string): string {
  const [hours = "0", minutes = "00"] = time.split(":");
  return `${Number(hours)}h${minutes === "00" ? "" : minutes}`;
}

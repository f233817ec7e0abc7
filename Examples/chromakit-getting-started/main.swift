import ChromaKit

let purple = try Color(css: "rebeccapurple")
print(purple)            // color(srgb 0.4 0.2 0.6)
print(purple.space.id)   // srgb

do {
    _ = try Color(css: "rgb(1 2)")
} catch {
    print(error.message, error.offset)   // rgb(): expected 3 components, found 2 7
}

let oklch = purple.to(.oklch)
print(oklch)                      // oklch(0.440272 0.160296 303.372988)
print(oklch.coords.z.rounded())   // 303.0
print(oklch.hex)                  // #663399

let a = try Color(css: "lab(50% 2.6772 -79.7751)")
let b = try Color(css: "lab(50% 0 -82.7485)")
let difference = a.deltaE(to: b)
print((difference * 10_000).rounded() / 10_000)   // 2.0425
print(a.deltaE(to: b, method: .ok) < 0.03)        // true

let red = try Color(css: "red"), blue = try Color(css: "blue")
print(red.mixed(with: blue))                           // oklab(0.539985 0.096203 -0.092841)
print(red.mixed(with: blue, by: 0.25, in: .srgb))      // color(srgb 0.75 0 0.25)
print(red.mixed(with: blue, in: .oklch, hue: .longer)) // oklch(0.539985 0.285449 146.642951)

let vivid = try Color(css: "oklch(0.7 0.4 30)")
print(vivid.inGamut())                    // false
print(vivid.mapped())                     // color(srgb 1 0.345135 0.264575)
print(vivid.mapped(into: .displayP3))     // color(display-p3 1 0.285223 0.192905)
print(vivid.mapped(method: .clip).hex)    // #ff0000

let text = try Color(css: "#767676"), page = try Color(css: "white")
print(text.contrast(against: page) >= 4.5)   // true
print(text.contrast(against: page, method: .apca).rounded())   // 72.0

let gradient = try Gradient(stops: [GradientStop(red), GradientStop(blue)], in: .oklch)
print(gradient.samples(count: 5).map(\.hex))
// ["#ff0000", "#e4007b", "#b700be", "#7a00f1", "#0000ff"]
print(gradient.color(at: 0.5))   // oklch(0.539985 0.285449 326.642951)

let gray = try Color(css: "oklch(0.6 0 none)")
print(gray == (try Color(css: "oklch(0.6 0 none)")))   // true
print(gray == gray.to(.lab))                            // false

import ChromaKit

let tomato = try Color(css: "tomato")
let gold = try Color(css: "gold")
print(tomato.to(.oklch))                                 // oklch(0.696219 0.195525 32.321434)
print(tomato.hex, tomato.mixed(with: gold).hex)          // #ff6347 #ffa138
print((tomato.deltaE(to: gold) * 100).rounded() / 100)   // 42.89
let green = try Color(css: "color(display-p3 0 1 0)")
print(green.inGamut(), green.mapped(into: .srgb).hex)    // false #00fb29
let white = try Color(css: "white")
print((tomato.contrast(against: white) * 100).rounded() / 100)  // 2.95

import Foundation
import Testing

@testable import ViewTrace
@testable import ViewTraceEngine

// Screens written as an iOS 17 app writes them, with only the import changed.
// They use the navigation, presentation, list and control APIs together.

@Observable final class RecipeBook {
  var recipes: [Recipe] = [
    Recipe(id: 1, name: "Pancakes", minutes: 20, isFavorite: true),
    Recipe(id: 2, name: "Ramen", minutes: 45, isFavorite: false),
    Recipe(id: 3, name: "Salad", minutes: 10, isFavorite: false),
  ]
}

struct Recipe: Identifiable, Hashable {
  let id: Int
  var name: String
  var minutes: Int
  var isFavorite: Bool
}

struct RecipesScreen: View {
  @State private var book = RecipeBook()
  @State private var query = ""
  @State private var showingSettings = false
  @State private var recipeToDelete: Recipe?

  private var filtered: [Recipe] {
    query.isEmpty ? book.recipes : book.recipes.filter { $0.name.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(filtered) { recipe in
            NavigationLink(value: recipe) {
              RecipeRow(recipe: recipe)
            }
          }
          .onDelete { offsets in
            recipeToDelete = offsets.first.map { filtered[$0] }
          }
        } header: {
          Text("Recipes")
        } footer: {
          Text("\(filtered.count) shown")
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Cookbook")
      .navigationBarTitleDisplayMode(.large)
      .searchable(text: $query, prompt: "Search recipes")
      .navigationDestination(for: Recipe.self) { recipe in
        RecipeDetail(recipe: recipe)
      }
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            showingSettings = true
          } label: {
            Label("Settings", systemImage: "gear")
          }
        }
      }
      .sheet(isPresented: $showingSettings) {
        SettingsScreen()
          .presentationDetents([.medium, .large])
      }
      .alert("Delete recipe?", isPresented: .constant(recipeToDelete != nil), presenting: recipeToDelete) { recipe in
        Button("Delete \(recipe.name)", role: .destructive) {
          book.recipes.removeAll { $0.id == recipe.id }
          recipeToDelete = nil
        }
        Button("Cancel", role: .cancel) { recipeToDelete = nil }
      }
    }
  }
}

struct RecipeRow: View {
  let recipe: Recipe

  var body: some View {
    HStack {
      Image(systemName: recipe.isFavorite ? "star.fill" : "star")
        .foregroundStyle(.yellow)
        .imageScale(.large)
      VStack(alignment: .leading, spacing: 4) {
        Text(recipe.name)
          .font(.headline)
        Text("\(recipe.minutes) min")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
    }
    .padding(.vertical, 4)
  }
}

struct RecipeDetail: View {
  let recipe: Recipe
  @State private var servings = 2
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      Section("Details") {
        LabeledContent("Time", value: "\(recipe.minutes) min")
        Stepper("Servings: \(servings)", value: $servings, in: 1...8)
      }
      Section {
        Button("Done") { dismiss() }
      }
    }
    .navigationTitle(recipe.name)
  }
}

struct SettingsScreen: View {
  @AppStorage("units") private var metric = true
  @State private var reminder = Date(timeIntervalSince1970: 0)
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        Toggle("Metric units", isOn: $metric)
        DatePicker("Reminder", selection: $reminder, displayedComponents: .hourAndMinute)
        Picker("Theme", selection: .constant("System")) {
          Text("System").tag("System")
          Text("Dark").tag("Dark")
        }
      }
      .navigationTitle("Settings")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Close") { dismiss() }
        }
      }
    }
  }
}

@MainActor @Suite struct PastedScreensTests {
  /// A pasted iOS 17 screen runs end to end: searching filters the list
  /// (the screen reads the query), pushing runs only the detail, the
  /// detail's stepper runs it (its label reads `servings`), the settings
  /// sheet comes and goes through its own toolbar, and a swipe-to-delete
  /// asks first.
  @Test func aPastedRecipeScreenRunsEndToEnd() throws {
    let t = try trace(RecipesScreen()) {
      Step.search("ram")
      Step.search("")
      Step.push("Pancakes 20 min")
      Step.increment("Servings: 2")
      Step.pop()
      Step.tap("Settings")
      Step.toggle("Metric units")
      Step.tap("Close")
      Step.deleteRows(at: [1])
      Step.tap("Delete Ramen")
    }
    #expect(t.frames[1].printChanges == ["RecipesScreen: _query changed."])
    #expect(t.frames[1].nodes(.disappeared).contains { $0.hasSuffix("#1/RecipeRow") })
    #expect(t.frames[3].printChanges == ["RecipeDetail: @self, @identity, _servings, _dismiss changed."])
    #expect(t.frames[4].printChanges == ["RecipeDetail: _servings changed."])
    #expect(t.frames[6].printChanges.first == "SettingsScreen: @self, @identity, _metric, _reminder, _dismiss changed.")
    // `@AppStorage` updates the view that holds it on every change of its key.
    #expect(t.frames[7].printChanges == ["SettingsScreen: _metric changed."])
    #expect(t.frames[8].nodes(.disappeared).contains { $0.hasSuffix("/SettingsScreen") })
    #expect(t.frames[9].printChanges == ["RecipesScreen: _recipeToDelete changed."])
    #expect(t.frames[10].printChanges.first == "RecipesScreen: @dependencies, _recipeToDelete changed.")
    #expect(t.frames.allSatisfy { $0.warnings.isEmpty })
  }
}
